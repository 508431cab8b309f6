'use strict'
// Starts dynalite in memory for Tablesmith's tests and tells the caller where it listens.
//
// Protocol with the parent process (io.tablesmith.dynalite.DynaliteServer):
//   - stdout: exactly one line, "LISTENING <port>", once the socket is bound;
//   - stdin: the parent holds it open; when it closes (the parent closed it, or
//     the parent died and the OS closed it) this process exits, so a killed JVM
//     never leaves a node process behind;
//   - SIGTERM / SIGINT also end it.

const dynalite = require('dynalite')

const HOST = '127.0.0.1'

// Tables become ACTIVE (or disappear) at once: tests never wait on table status.
const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 })

// The store is in memory, so there is nothing to flush: exit at once instead of
// dynalite's graceful close, which may wait up to 30 s for open connections.
function stop () {
  process.exit(0)
}

process.stdin.on('end', stop)
process.stdin.on('close', stop)
process.stdin.on('error', stop)
process.stdin.resume()
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

server.on('error', (err) => {
  process.stderr.write(`dynalite failed to listen: ${err.stack || err}\n`)
  process.exit(1)
})

// Port 0: the OS picks a free port, so parallel builds never collide.
server.listen(0, HOST, () => {
  process.stdout.write(`LISTENING ${server.address().port}\n`)
})
