package io.tablesmith.local.server;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A small HTTP/1.1 server on 127.0.0.1 on the JDK's NIO: one selector thread accepts connections and watches
 * the idle ones, which cost no thread; when a request arrives on one, a worker thread reads it, answers it
 * (and any request pipelined behind it) and hands the connection back. What a connection speaks is in
 * {@link HttpConnection}.
 *
 * <p>At most {@code maxConnections} connections are open at once. A client's new connection is served whatever
 * the others hold: at the limit, the connection idle longest is closed to make room (a client's pool opens
 * another when it needs one), and only when every connection is in the middle of a request does a new one
 * wait, in the system's listen queue ({@value #BACKLOG} deep), for one of them to finish. A connection idle
 * {@link #IDLE_TIMEOUT_MILLIS} is closed.
 */
final class HttpTransport implements AutoCloseable {
    /**
     * A connection idle this long is closed, and a request begun must arrive (an answer leave) within it. The
     * SDKs retry a request whose pooled connection the server has just closed, as they must with any server.
     */
    static final int IDLE_TIMEOUT_MILLIS = 30 * 1000;
    /** Connections the system queues while every connection is in the middle of a request. */
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

    private final ServerSocketChannel listener;
    private final int port;
    private final Selector selector;
    private final SelectionKey accepting;
    private final Handler handler;
    private final int maxConnections;
    private final long idleTimeoutMillis;
    private final ExecutorService workers;
    private final Thread selectorThread;
    /** Every open connection; added and removed on the selector thread only. */
    private final Set<HttpConnection> connections = ConcurrentHashMap.newKeySet();
    /** The idle connections, longest idle first; the selector thread's only. */
    private final LinkedHashSet<HttpConnection> idle = new LinkedHashSet<>();
    /** Connections workers have finished with, kept alive or closed, for the selector thread to take back. */
    private final ConcurrentLinkedQueue<HttpConnection> finished = new ConcurrentLinkedQueue<>();
    private volatile int idleCount;
    private volatile boolean acceptPaused;
    private volatile boolean closed;

    private HttpTransport(ServerSocketChannel listener, Handler handler, String threadName, int maxConnections,
            long idleTimeoutMillis) throws IOException {
        this.listener = listener;
        this.port = listener.socket().getLocalPort();
        this.handler = handler;
        this.maxConnections = maxConnections;
        this.idleTimeoutMillis = idleTimeoutMillis;
        this.selector = Selector.open();
        listener.configureBlocking(false);
        this.accepting = listener.register(selector, SelectionKey.OP_ACCEPT);
        AtomicInteger count = new AtomicInteger();
        // threads are kept a minute after their last request, so that a busy server does not start new ones
        this.workers = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(() -> {
                try {
                    task.run();
                } finally {
                    ChannelWait.releaseThreadSelector();
                }
            }, threadName + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        this.selectorThread = new Thread(this::select, threadName + "-select");
        selectorThread.setDaemon(true);
    }

    /**
     * Listens on 127.0.0.1 at {@code port} (0: a free one) and starts serving on a daemon thread, at most
     * {@code maxConnections} connections at once.
     */
    static HttpTransport start(int port, Handler handler, String threadName, int maxConnections) throws IOException {
        return start(port, handler, threadName, maxConnections, IDLE_TIMEOUT_MILLIS);
    }

    /** As {@link #start(int, Handler, String, int)}, closing connections idle {@code idleTimeoutMillis}. */
    static HttpTransport start(int port, Handler handler, String threadName, int maxConnections,
            long idleTimeoutMillis) throws IOException {
        if (maxConnections < 1) {
            throw new IllegalArgumentException("maxConnections must be at least 1, but was " + maxConnections);
        }
        ServerSocketChannel listener = ServerSocketChannel.open();
        HttpTransport transport;
        try {
            listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), BACKLOG);
            transport = new HttpTransport(listener, handler, threadName, maxConnections, idleTimeoutMillis);
        } catch (IOException | RuntimeException e) {
            listener.close();
            throw e;
        }
        transport.selectorThread.start();
        return transport;
    }

    int port() {
        return port;
    }

    /** The most connections open at once. */
    int maxConnections() {
        return maxConnections;
    }

    /** Connections open now. */
    int openConnections() {
        return connections.size();
    }

    /** Connections open now and waiting for a request, watched by the selector without a thread. */
    int idleConnections() {
        return idleCount;
    }

    /** Whether every connection is in the middle of a request, so that a new one waits to be accepted. */
    boolean acceptPaused() {
        return acceptPaused;
    }

    private void select() {
        HttpConnection.warmUp(); // while the first client connects
        try {
            while (!closed) {
                long wait = closeTimedOut();
                selector.select(wait);
                takeBackFinished();
                Iterator<SelectionKey> ready = selector.selectedKeys().iterator();
                while (ready.hasNext()) {
                    SelectionKey key = ready.next();
                    ready.remove();
                    if (!key.isValid()) {
                        continue;
                    }
                    if (key == accepting) {
                        acceptArrived();
                    } else {
                        dispatch((HttpConnection) key.attachment());
                    }
                }
                idleCount = idle.size();
            }
        } catch (IOException | RuntimeException e) {
            // the selector broke: nothing can be served any more; close() below frees what is left
        } finally {
            shutDown();
        }
    }

    /** Accepts the connections that have arrived, making room at the limit by closing the longest idle ones. */
    private void acceptArrived() {
        while (true) {
            if (connections.size() >= maxConnections && idle.isEmpty()) {
                pauseAccepting();
                return;
            }
            SocketChannel channel;
            try {
                channel = listener.accept();
            } catch (IOException e) {
                // e.g. too many open files: make room if an idle connection can give it, else wait for a close
                if (!closeLongestIdle()) {
                    pauseAccepting();
                }
                return;
            }
            if (channel == null) {
                return;
            }
            if (connections.size() >= maxConnections) {
                closeLongestIdle();
            }
            open(channel);
        }
    }

    private void open(SocketChannel channel) {
        HttpConnection connection = new HttpConnection(channel, handler, idleTimeoutMillis);
        try {
            channel.configureBlocking(false);
            channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
            connection.key = channel.register(selector, SelectionKey.OP_READ, connection);
        } catch (IOException | RuntimeException e) {
            connection.close(); // the client is already gone
            return;
        }
        connections.add(connection);
        goIdle(connection);
    }

    private void pauseAccepting() {
        accepting.interestOps(0);
        acceptPaused = true;
    }

    /** Hands a connection whose bytes have arrived to a worker; the selector ignores it until it is back. */
    private void dispatch(HttpConnection connection) {
        idle.remove(connection);
        connection.key.interestOps(0);
        try {
            workers.execute(() -> {
                try {
                    connection.serveArrived();
                } finally {
                    finished.add(connection);
                    selector.wakeup();
                }
            });
        } catch (RejectedExecutionException e) { // closing
            forget(connection);
        }
    }

    /** Takes back what the workers have finished: kept-alive connections watched again, closed ones forgotten. */
    private void takeBackFinished() {
        for (HttpConnection connection = finished.poll(); connection != null; connection = finished.poll()) {
            if (connection.isClosed() || !connection.key.isValid()) {
                forget(connection);
            } else {
                connection.key.interestOps(SelectionKey.OP_READ);
                goIdle(connection);
            }
        }
    }

    private void goIdle(HttpConnection connection) {
        connection.idleSinceNanos = System.nanoTime();
        idle.add(connection);
        resumeAccepting();
    }

    private void forget(HttpConnection connection) {
        connection.close();
        idle.remove(connection);
        connections.remove(connection);
        resumeAccepting();
    }

    private void resumeAccepting() {
        if (acceptPaused) {
            acceptPaused = false;
            accepting.interestOps(SelectionKey.OP_ACCEPT);
        }
    }

    private boolean closeLongestIdle() {
        Iterator<HttpConnection> longest = idle.iterator();
        if (!longest.hasNext()) {
            return false;
        }
        HttpConnection connection = longest.next();
        longest.remove();
        connection.close();
        connections.remove(connection);
        return true;
    }

    /** Closes the connections idle past the timeout; returns how long until the next one is (0: none idle). */
    private long closeTimedOut() {
        long now = System.nanoTime();
        Iterator<HttpConnection> longest = idle.iterator();
        while (longest.hasNext()) {
            HttpConnection connection = longest.next();
            long idleMillis = TimeUnit.NANOSECONDS.toMillis(now - connection.idleSinceNanos);
            if (idleMillis < idleTimeoutMillis) {
                return idleTimeoutMillis - idleMillis;
            }
            longest.remove();
            connection.close();
            connections.remove(connection);
        }
        return 0;
    }

    /** On the selector thread, at the end: closes the listener, every connection and the selector. */
    private void shutDown() {
        closed = true;
        for (HttpConnection connection : connections) {
            connection.close(); // a worker's request finishes without its reply
        }
        connections.clear();
        idle.clear();
        idleCount = 0;
        workers.shutdown();
        try {
            selector.close(); // deregisters the listener and the connections, so that their sockets are released
            listener.close();
        } catch (IOException ignored) {
            // nothing more to do
        }
    }

    /** Stops accepting and closes every connection; requests being answered finish without their reply. */
    @Override
    public void close() {
        closed = true;
        selector.wakeup();
        if (Thread.currentThread() != selectorThread) {
            try {
                selectorThread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
