package io.tablesmith.local.server;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A small blocking HTTP/1.1 server on 127.0.0.1: one thread per connection, which reads each request and
 * answers it itself. A request costs no hand-over between threads (the JDK's {@code com.sun.net.httpserver}
 * passes each one from its selector thread to a worker), and concurrent clients, on connections of their
 * own, are answered in parallel. What a connection speaks is in {@link HttpConnection}.
 */
final class HttpTransport implements AutoCloseable {
    /**
     * A connection idle this long is closed. Longer than the idle time after which the SDK's HTTP clients
     * drop a pooled connection themselves (60 s), so that they never reuse one that the server is closing.
     */
    static final int IDLE_TIMEOUT_MILLIS = 5 * 60 * 1000;

    /** Answers one request; called on the connection's thread, by several connections at once. */
    interface Handler {
        /** {@code headers} are keyed by lower-case name. */
        Response handle(String method, Map<String, String> headers, byte[] body);
    }

    /** A status, headers as name-value pairs (Content-Length, Date and Connection are added), and a body. */
    record Response(int status, String[] headers, byte[] body) {
    }

    private final ServerSocket listener;
    private final Handler handler;
    private final Set<HttpConnection> connections = ConcurrentHashMap.newKeySet();
    private final ExecutorService threads;
    private volatile boolean closed;

    private HttpTransport(ServerSocket listener, Handler handler, String threadName) {
        this.listener = listener;
        this.handler = handler;
        AtomicInteger count = new AtomicInteger();
        // threads are kept a minute after their connection ends, for clients that open one per request
        this.threads = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, threadName + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Listens on 127.0.0.1 at {@code port} (0: a free one) and starts accepting on a daemon thread. */
    static HttpTransport start(int port, Handler handler, String threadName) throws IOException {
        ServerSocket listener = new ServerSocket();
        try {
            listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 128);
        } catch (IOException e) {
            listener.close();
            throw e;
        }
        HttpTransport transport = new HttpTransport(listener, handler, threadName);
        Thread acceptor = new Thread(() -> transport.accept(), threadName + "-accept");
        acceptor.setDaemon(true);
        acceptor.start();
        return transport;
    }

    int port() {
        return listener.getLocalPort();
    }

    private void accept() {
        HttpConnection.warmUp(); // while the first client connects
        while (!closed) {
            Socket socket;
            try {
                socket = listener.accept();
            } catch (IOException e) {
                if (closed || listener.isClosed()) {
                    return;
                }
                continue; // e.g. too many open files: the client sees its connection fail, the server goes on
            }
            try {
                socket.setTcpNoDelay(true);
                socket.setSoTimeout(IDLE_TIMEOUT_MILLIS);
                HttpConnection connection = new HttpConnection(socket, handler, connections::remove);
                connections.add(connection);
                if (closed) {
                    connection.close();
                    return;
                }
                threads.execute(connection);
            } catch (IOException | RuntimeException e) {
                closeQuietly(socket);
            }
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // already broken
        }
    }

    /** Stops accepting and closes every connection; requests being answered finish without their reply. */
    @Override
    public void close() {
        closed = true;
        try {
            listener.close();
        } catch (SocketException ignored) {
            // already closed
        } catch (IOException ignored) {
            // nothing more to do
        }
        for (HttpConnection connection : connections) {
            connection.close();
        }
        threads.shutdown();
    }
}
