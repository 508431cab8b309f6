package io.tablesmith.local.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.SocketTimeoutException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.concurrent.TimeUnit;

/**
 * Waits, on a worker thread, until a non-blocking channel can be read or written, for the rare request that
 * arrives in pieces or answer that does not fit the socket's buffer. Each worker thread has a selector of its
 * own for this ({@link #releaseThreadSelector()} closes it when the thread ends). A channel is registered on it
 * only during a wait: a closed channel's socket is released only once no selector has it registered. The
 * transport's selector keeps no interest in a channel while a worker serves it.
 */
final class ChannelWait {
    private static final ThreadLocal<Selector> SELECTOR = new ThreadLocal<>();

    private ChannelWait() {
    }

    /**
     * Waits until {@code channel} is ready for {@code operation} ({@link SelectionKey#OP_READ} or
     * {@link SelectionKey#OP_WRITE}).
     *
     * @param onWait told the selector waited on before the wait, and null after it, so that closing the
     *               channel from another thread can wake the wait
     * @throws SocketTimeoutException when it is not ready within {@code timeoutMillis}
     * @throws ClosedChannelException when the channel is closed meanwhile
     */
    static void await(SocketChannel channel, int operation, long timeoutMillis, Waiting onWait) throws IOException {
        Selector selector = threadSelector();
        SelectionKey key = channel.register(selector, operation);
        onWait.waitingOn(selector);
        try {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
            while (true) {
                if (!channel.isOpen() || !key.isValid()) {
                    throw new ClosedChannelException();
                }
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                if (left <= 0) {
                    throw new SocketTimeoutException("Not ready within " + timeoutMillis + " ms");
                }
                selector.select(left);
                boolean ready = selector.selectedKeys().remove(key);
                selector.selectedKeys().clear();
                if (ready) {
                    return;
                }
            }
        } finally {
            onWait.waitingOn(null);
            key.cancel();
            selector.selectNow(); // deregisters the channel now
            selector.selectedKeys().clear();
        }
    }

    /** Told which selector a wait is on, so that whoever closes the channel can wake it. */
    interface Waiting {
        void waitingOn(Selector selector);
    }

    private static Selector threadSelector() {
        Selector selector = SELECTOR.get();
        if (selector == null) {
            try {
                selector = Selector.open();
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot open a selector", e);
            }
            SELECTOR.set(selector);
        }
        return selector;
    }

    /** Closes this thread's selector, if it has one; the thread ends. */
    static void releaseThreadSelector() {
        Selector selector = SELECTOR.get();
        if (selector != null) {
            SELECTOR.remove();
            try {
                selector.close();
            } catch (IOException ignored) {
                // nothing more to do
            }
        }
    }
}
