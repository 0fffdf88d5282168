/**
 * The OCR worker thread: tesseract.js's own node worker, run at a lower CPU priority (nice 10,
 * this thread only) and given the page's pixel work. On a busy machine the server's event loop
 * gets a core before OCR does; on an idle one OCR runs at full speed. Linux names the calling
 * thread in /proc/thread-self; elsewhere the priority is left as is.
 *
 * A recognize job whose options carry `tessjs_page` ({ width, height, finish }) brings sharp's grey
 * pixels rather than an encoded image: the finishing pass (local contrast) and the PGM wrapping
 * happen here (ocr-page.ts), so none of it runs on the server's event loop. tesseract.js passes
 * `tessjs_` options through to the worker and never to tesseract itself.
 */
const { readlinkSync } = require('node:fs');
const os = require('node:os');
const { parentPort } = require('node:worker_threads');
const tesseract = require('tesseract.js/src/worker-script');
const { finishedPgm } = require('./ocr-page.ts');

try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 10);
} catch {
  // No /proc or not permitted: run at the process's priority.
}

parentPort.on('message', (packet) => {
  const page = packet.action === 'recognize' ? packet.payload?.options?.tessjs_page : undefined;
  if (page) {
    try {
      packet.payload.image = finishedPgm({ pixels: packet.payload.image, width: page.width, height: page.height, finish: page.finish });
    } catch (err) {
      parentPort.postMessage({ jobId: packet.jobId, workerId: packet.workerId, action: packet.action, status: 'reject', data: String(err) });
      return;
    }
  }
  tesseract.dispatchHandlers(packet, (obj) => parentPort.postMessage(obj));
});

// What tesseract.js/src/worker-script/node/index.js sets up; the model comes from langPath on disk.
tesseract.setAdapter({
  getCore: require('tesseract.js/src/worker-script/node/getCore'),
  gunzip: require('tesseract.js/src/worker-script/node/gunzip'),
  fetch: globalThis.fetch,
  ...require('tesseract.js/src/worker-script/node/cache'),
});
