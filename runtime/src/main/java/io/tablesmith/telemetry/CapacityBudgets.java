package io.tablesmith.telemetry;

import io.tablesmith.Capacity;
import io.tablesmith.RequestOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * What each access pattern may cost a call, for tests: every call of a budgeted access pattern that
 * consumes more read or write units than allowed is recorded, and {@link #check()} fails with the
 * access pattern, the requests and their capacity. Run on LocalDynamoDb, which reports capacity as
 * DynamoDB's guide computes it, a test then fails when a change makes an access pattern cost more.
 *
 * <pre>{@code
 * CapacityBudgets budgets = CapacityBudgets.create()
 *         .allow(JobSchema.ENTITY_TYPE, "byStatus", Capacity.read(3))     // a page of 25 jobs
 *         .allow(JobSchema.ENTITY_TYPE, "create", Capacity.write(2));     // the table and gsi1
 * JobRepository jobs = new JobRepository(budgets.applyTo(local), "research");
 * ...
 * budgets.check();   // in @AfterEach: AssertionError naming each call over its budget
 * }</pre>
 *
 * <p>Calls of access patterns without a budget are measured ({@link #measured()}) but not limited.
 * Safe to use from several threads.
 */
public final class CapacityBudgets implements Consumer<CallCapacity> {

    /** The most read and the most write units a call of one access pattern consumed, and how many calls there were. */
    public record Measured(String name, int calls, Capacity most) {

        public Measured {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(most, "most");
        }
    }

    private final Map<String, Capacity> budgets;
    private final ReturnConsumedCapacity mode;
    private final List<String> exceeded = new ArrayList<>();
    private final Map<String, Measured> measured = new TreeMap<>();

    private CapacityBudgets(Map<String, Capacity> budgets, ReturnConsumedCapacity mode) {
        this.budgets = budgets;
        this.mode = mode;
    }

    /** No budget yet. */
    public static CapacityBudgets create() {
        return new CapacityBudgets(Map.of(), ReturnConsumedCapacity.TOTAL);
    }

    /**
     * These budgets and one more: a call of {@code accessPattern} of {@code entityType} may consume at
     * most {@code most}'s read and write units (and, with index budgets, each index's units).
     */
    public CapacityBudgets allow(String entityType, String accessPattern, Capacity most) {
        Map<String, Capacity> more = new LinkedHashMap<>(budgets);
        more.put(Objects.requireNonNull(entityType, "entityType") + "." + Objects.requireNonNull(accessPattern,
                "accessPattern"), Objects.requireNonNull(most, "most"));
        return new CapacityBudgets(Map.copyOf(more), most.indexes().isEmpty() ? mode : ReturnConsumedCapacity.INDEXES);
    }

    /** {@code client}, reporting every call of Tablesmith's on it to these budgets. */
    public DynamoDbClient applyTo(DynamoDbClient client) {
        return options().applyTo(client);
    }

    /** The options that report calls to these budgets, to add to a repository's or a client's. */
    public RequestOptions options() {
        return RequestOptions.defaults().withConsumedCapacity(mode).withCapacityListener(this);
    }

    @Override
    public void accept(CallCapacity call) {
        String name = call.name();
        Capacity budget = budgets.get(name);
        synchronized (this) {
            measured.merge(name, new Measured(name, 1, call.total()), (before, now) -> new Measured(name,
                    before.calls() + 1, most(before.most(), now.most())));
            if (budget != null && over(call.total(), budget)) {
                exceeded.add(name + " may cost " + budget + " a call, but a call cost " + call.total() + " in "
                        + call.requests().size() + (call.requests().size() == 1 ? " request: " : " requests: ")
                        + call.requests());
            }
        }
    }

    /**
     * Fails when a call cost more than its access pattern's budget.
     *
     * @throws AssertionError naming every call over its budget, with its requests and their capacity
     */
    public void check() {
        List<String> over;
        synchronized (this) {
            over = List.copyOf(exceeded);
        }
        if (!over.isEmpty()) {
            throw new AssertionError(over.size() + (over.size() == 1 ? " call" : " calls") + " over budget:\n  "
                    + String.join("\n  ", over));
        }
    }

    /** The most each access pattern's calls consumed so far, by name ({@code JOB.byStatus}), sorted. */
    public synchronized List<Measured> measured() {
        return List.copyOf(measured.values());
    }

    /** The measured costs as a Markdown table, for an access-pattern document. */
    public synchronized String report() {
        StringBuilder table = new StringBuilder("| Access pattern | Calls | Most read units a call | Most write units a call |\n"
                + "|---|---|---|---|\n");
        for (Measured pattern : measured.values()) {
            table.append("| `").append(pattern.name()).append("` | ").append(pattern.calls()).append(" | ")
                    .append(units(pattern.most().readUnits())).append(" | ").append(units(pattern.most().writeUnits()))
                    .append(" |\n");
        }
        return table.toString();
    }

    private static boolean over(Capacity consumed, Capacity budget) {
        if (consumed.readUnits() > budget.readUnits() || consumed.writeUnits() > budget.writeUnits()) {
            return true;
        }
        for (Map.Entry<String, Capacity> index : budget.indexes().entrySet()) {
            Capacity used = consumed.indexes().get(index.getKey());
            if (used != null && used.units() > index.getValue().units()) {
                return true;
            }
        }
        return false;
    }

    /** The larger read units and the larger write units of two calls. */
    private static Capacity most(Capacity one, Capacity other) {
        return new Capacity(Math.max(one.readUnits(), other.readUnits()), Math.max(one.writeUnits(), other.writeUnits()),
                Map.of());
    }

    private static String units(double units) {
        return units == Math.rint(units) ? Long.toString((long) units) : Double.toString(units);
    }
}
