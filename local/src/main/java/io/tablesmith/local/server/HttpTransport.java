package io.tablesmith.local.server;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A small blocking HTTP/1.1 server on 127.0.0.1: one thread per connection, which reads each request and
 * answers it itself. A request costs no hand-over between threads (the JDK's {@code com.sun.net.httpserver}
 * passes each one from its selector thread to a worker), and concurrent clients, on connections of their
 * own, are answered in parallel. What a connection speaks is in {@link HttpConnection}.
 *
 * <p>At most {@code maxConnections} connections are open at once (so at most that many threads serve
 * them). Beyond that the server accepts no more until one closes, as a server at its limit does: a new
 * client's connection waits in the system's listen queue ({@value #BACKLOG} deep; past it the system
 * refuses connections) and is served when a slot frees.
 */
final class HttpTransport implements AutoCloseable {
    /**
     * A connection idle this long is closed. Longer than the idle time after which the SDK's HTTP clients
     * drop a pooled connection themselves (60 s), so that they never reuse one that the server is closing.
     */
    static final int IDLE_TIMEOUT_MILLIS = 5 * 60 * 1000;
    /** Connections the system queues while the server is at its limit (the listen backlog). */
    static final int BACKLOG = 128;

    /** Answers one request; called on the connection's thread, by several connections at once. */
    interface Handler {
        Response handle(Request request);
    }

    /**
     * A request as the handler needs it: the method, the {@code X-Amz-Target}, {@code Host} and
     * {@code Authorization} headers (null when absent), and the body.
     */
    record Request(String method, String target, String host, String authorization, byte[] body) {
    }

    /** A status, headers as name-value pairs (Content-Length, Date and Connection are added), and a body. */
    record Response(int status, String[] headers, byte[] body) {
    }

    private final ServerSocket listener;
    private final Handler handler;
    private final Set<HttpConnection> connections = ConcurrentHashMap.newKeySet();
    private final ExecutorService threads;
    /** A permit per connection that may still open. */
    private final Semaphore slots;
    private final int maxConnections;
    private volatile boolean closed;

    private HttpTransport(ServerSocket listener, Handler handler, String threadName, int maxConnections) {
        this.listener = listener;
        this.handler = handler;
        this.slots = new Semaphore(maxConnections);
        this.maxConnections = maxConnections;
        AtomicInteger count = new AtomicInteger();
        // threads are kept a minute after their connection ends, for clients that open one per request
        this.threads = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, threadName + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Listens on 127.0.0.1 at {@code port} (0: a free one) and starts accepting on a daemon thread, at most
     * {@code maxConnections} connections at once.
     */
    static HttpTransport start(int port, Handler handler, String threadName, int maxConnections) throws IOException {
        if (maxConnections < 1) {
            throw new IllegalArgumentException("maxConnections must be at least 1, but was " + maxConnections);
        }
        ServerSocket listener = new ServerSocket();
        try {
            listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), BACKLOG);
        } catch (IOException e) {
            listener.close();
            throw e;
        }
        HttpTransport transport = new HttpTransport(listener, handler, threadName, maxConnections);
        Thread acceptor = new Thread(() -> transport.accept(), threadName + "-accept");
        acceptor.setDaemon(true);
        acceptor.start();
        return transport;
    }

    int port() {
        return listener.getLocalPort();
    }

    /** The most connections open at once. */
    int maxConnections() {
        return maxConnections;
    }

    /** Connections open now. */
    int openConnections() {
        return connections.size();
    }

    /** Whether the server is at its limit, waiting for a connection to close before it accepts another. */
    boolean waitingForASlot() {
        return slots.hasQueuedThreads();
    }

    private void accept() {
        HttpConnection.warmUp(); // while the first client connects
        while (!closed) {
            slots.acquireUninterruptibly();
            Socket socket;
            try {
                socket = listener.accept();
            } catch (IOException e) {
                slots.release();
                if (closed || listener.isClosed()) {
                    return;
                }
                continue; // e.g. too many open files: the client sees its connection fail, the server goes on
            }
            HttpConnection connection = null;
            try {
                socket.setTcpNoDelay(true);
                socket.setSoTimeout(IDLE_TIMEOUT_MILLIS);
                connection = new HttpConnection(socket, handler, closing -> {
                    connections.remove(closing);
                    slots.release();
                });
                connections.add(connection);
                if (closed) {
                    connection.close();
                    return;
                }
                threads.execute(connection);
            } catch (IOException | RuntimeException e) {
                if (connection != null) {
                    connection.close(); // frees its slot
                } else {
                    closeQuietly(socket);
                    slots.release();
                }
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
        slots.release(); // an acceptor waiting for a slot wakes and stops
        threads.shutdown();
    }
}
