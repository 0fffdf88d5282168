/**
 * The learned models' weights as they are committed: int8 per weight with one scale per class
 * (the class's largest weight ÷ 127), base64 in the model's JSON — a quarter of float32's size,
 * each weight within 1/254 of its class's largest. Stored class-major: weight (k, i) at k × features + i.
 */
export interface Int8Weights {
  scales: number[];
  weights: string;
}

export function encodeInt8Weights(classes: number, features: number, weightAt: (k: number, i: number) => number): Int8Weights {
  const q = new Int8Array(classes * features);
  const scales = Array.from({ length: classes }, (_, k) => {
    let max = 0;
    for (let i = 0; i < features; i++) max = Math.max(max, Math.abs(weightAt(k, i)));
    const scale = max / 127 || 1;
    for (let i = 0; i < features; i++) q[k * features + i] = Math.round(weightAt(k, i) / scale);
    return scale;
  });
  return { scales, weights: Buffer.from(q.buffer).toString('base64') };
}

/** Class-major float32 weights back from their int8 encoding. */
export function decodeInt8Weights(encoded: Int8Weights, features: number): Float32Array {
  const buf = Buffer.from(encoded.weights, 'base64');
  const q = new Int8Array(buf.buffer, buf.byteOffset, buf.length);
  const weights = new Float32Array(q.length);
  encoded.scales.forEach((scale, k) => {
    for (let i = 0; i < features; i++) weights[k * features + i] = (q[k * features + i] as number) * scale;
  });
  return weights;
}
