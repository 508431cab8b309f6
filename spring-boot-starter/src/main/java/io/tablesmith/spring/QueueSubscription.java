package io.tablesmith.spring;

import io.tablesmith.queue.Delivery;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Workers of a generated queue that run with the application: declare one as a bean, and the starter
 * starts its workers when the context starts; each pulls a message, hands it to the handler and acks
 * it once the handler returned. A message whose handler threw is left to come again after its
 * visibility timeout (and to the queue's dead letters after its last receive). When the context
 * stops, the workers finish the message in hand and end. {@code tablesmith.queues.<name>.*} sets how
 * many workers, the visibility timeout and the wait on an empty queue, or turns them off.
 *
 * <pre>{@code
 * @Bean
 * QueueSubscription<ResearchTask> researchWorkers(ResearchTaskQueue tasks, Researcher researcher) {
 *     return QueueSubscription.of(ResearchTaskQueue.QUEUE_NAME, tasks::pull, researcher::work);
 * }
 * }</pre>
 *
 * @param <M> the queue's message record
 */
public final class QueueSubscription<M> {

    private final String name;
    private final Function<Duration, Optional<Delivery<M>>> pull;
    private final Consumer<? super M> handler;

    private QueueSubscription(String name, Function<Duration, Optional<Delivery<M>>> pull, Consumer<? super M> handler) {
        this.name = Objects.requireNonNull(name, "name");
        this.pull = Objects.requireNonNull(pull, "pull");
        this.handler = Objects.requireNonNull(handler, "handler");
    }

    /**
     * @param name the queue's name ({@code <Name>Queue.QUEUE_NAME}), which its properties are keyed by
     * @param pull the generated queue's {@code pull}
     * @param handler what to do with each message
     */
    public static <M> QueueSubscription<M> of(String name, Function<Duration, Optional<Delivery<M>>> pull,
                                              Consumer<? super M> handler) {
        return new QueueSubscription<>(name, pull, handler);
    }

    public String name() {
        return name;
    }

    public Function<Duration, Optional<Delivery<M>>> pull() {
        return pull;
    }

    public Consumer<? super M> handler() {
        return handler;
    }
}
