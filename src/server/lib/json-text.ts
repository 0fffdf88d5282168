/**
 * A value already serialised as JSON (by the database or by hand), written into an answer as is.
 * The REST envelope puts it under `result` without parsing and stringifying it again.
 */
export class JsonText {
  constructor(readonly text: string) {}

  parse<T>(): T {
    return JSON.parse(this.text) as T;
  }
}
