package io.tablesmith.spring;

import java.util.Objects;
import java.util.function.Consumer;

/**
 * A consumer of a table's change stream that runs with the application: declare one as a bean, and the
 * starter starts a {@code ChangeStreamConsumer} of its group when the context starts and closes it
 * (the last checkpoint written, the shards' leases given up) when the context stops. The table is the
 * one whose change type this is; {@code tablesmith.streams.<group>.*} tunes or turns it off.
 *
 * <pre>{@code
 * @Bean
 * ChangeSubscription<TablesmithChange> findingCounts(FindingCounts counts) {
 *     return ChangeSubscription.of(TablesmithChange.class, "finding-counts", counts::apply);
 * }
 * }</pre>
 *
 * @param <C> the table's generated change type, {@code TablesmithChange}
 */
public final class ChangeSubscription<C> {

    private final Class<C> changeType;
    private final String group;
    private final Consumer<? super C> handler;

    private ChangeSubscription(Class<C> changeType, String group, Consumer<? super C> handler) {
        this.changeType = Objects.requireNonNull(changeType, "changeType");
        this.group = Objects.requireNonNull(group, "group");
        this.handler = Objects.requireNonNull(handler, "handler");
    }

    /**
     * @param changeType the table's {@code TablesmithChange}, which says which table's stream to read
     * @param group the consumer group: its checkpoints, shared with every other consumer of the group
     * @param handler what to do with each change; it must be idempotent, as a change after the last
     *     checkpoint comes again after a crash
     */
    public static <C> ChangeSubscription<C> of(Class<C> changeType, String group, Consumer<? super C> handler) {
        return new ChangeSubscription<>(changeType, group, handler);
    }

    public Class<C> changeType() {
        return changeType;
    }

    public String group() {
        return group;
    }

    public Consumer<? super C> handler() {
        return handler;
    }
}
