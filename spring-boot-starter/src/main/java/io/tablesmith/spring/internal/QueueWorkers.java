package io.tablesmith.spring.internal;

import io.tablesmith.queue.Delivery;
import io.tablesmith.spring.QueueSubscription;
import io.tablesmith.spring.TablesmithProperties;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.context.SmartLifecycle;

/**
 * Runs the workers of every {@link QueueSubscription} while the context runs: each worker a thread
 * ({@code tablesmith-queue-<name>-<n>}) that pulls, hands the message on and acks it. Stopping lets each
 * worker finish the message in hand, then ends the threads before the context goes on closing.
 */
public final class QueueWorkers implements SmartLifecycle {

    private static final Log LOG = LogFactory.getLog(QueueWorkers.class);

    private final List<QueueSubscription<?>> subscriptions;
    private final Map<String, TablesmithProperties.QueueProperties> settings;
    private final List<Thread> threads = new ArrayList<>();
    private final Object wake = new Object();
    private final AtomicLong handled = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private volatile boolean running;

    public QueueWorkers(List<QueueSubscription<?>> subscriptions, Map<String, TablesmithProperties.QueueProperties> settings) {
        this.subscriptions = List.copyOf(subscriptions);
        this.settings = settings;
    }

    @Override
    public synchronized void start() {
        running = true;
        for (QueueSubscription<?> subscription : subscriptions) {
            TablesmithProperties.QueueProperties options = settings.getOrDefault(subscription.name(),
                    new TablesmithProperties.QueueProperties());
            if (!options.isEnabled()) {
                continue;
            }
            for (int n = 1; n <= Math.max(1, options.getWorkers()); n++) {
                Thread thread = new Thread(() -> work(subscription, options), "tablesmith-queue-" + subscription.name() + "-" + n);
                thread.setDaemon(true);
                threads.add(thread);
                thread.start();
            }
        }
    }

    @Override
    public synchronized void stop() {
        running = false;
        synchronized (wake) {
            wake.notifyAll();
        }
        for (Thread thread : threads) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        threads.clear();
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    /** Messages handled and acked since start. */
    public long handled() {
        return handled.get();
    }

    /** Messages whose handler threw, left to come again after their visibility timeout. */
    public long failed() {
        return failed.get();
    }

    private <M> void work(QueueSubscription<M> subscription, TablesmithProperties.QueueProperties options) {
        while (running) {
            Optional<Delivery<M>> delivery;
            try {
                delivery = subscription.pull().apply(options.getVisibilityTimeout());
            } catch (RuntimeException e) {
                LOG.warn("Pulling from queue " + subscription.name() + " failed; trying again after " + options.getPollInterval(), e);
                pause(options.getPollInterval());
                continue;
            }
            if (delivery.isEmpty()) {
                pause(options.getPollInterval());
                continue;
            }
            try {
                subscription.handler().accept(delivery.get().message());
                delivery.get().ack();
                handled.incrementAndGet();
            } catch (RuntimeException e) {
                failed.incrementAndGet();
                LOG.warn("Message " + delivery.get().messageId() + " of queue " + subscription.name() + " failed (receive "
                        + delivery.get().receiveCount() + "); it comes again after its visibility timeout", e);
            }
        }
    }

    private void pause(Duration interval) {
        synchronized (wake) {
            if (running) {
                try {
                    wake.wait(Math.max(1, interval.toMillis()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    running = false;
                }
            }
        }
    }
}
