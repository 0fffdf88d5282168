/**
 * The OCR worker thread: tesseract.js's own node worker script, run at a lower CPU priority
 * (nice 10, this thread only). On a busy machine the server's event loop then gets a core before
 * OCR does, so reading screenshots does not delay other requests; on an idle one OCR runs at
 * full speed. Linux names the calling thread in /proc/thread-self; elsewhere this is skipped.
 */
const { readlinkSync } = require('node:fs');
const os = require('node:os');

try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 10);
} catch {
  // No /proc or not permitted: run at the process's priority.
}

require('tesseract.js/src/worker-script/node/index.js');
