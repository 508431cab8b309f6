package io.tablesmith.condition;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A typed condition on the stored item of entity {@code T}, checked by DynamoDB as part of a
 * write. Build one from the generated {@code <Name>Conditions} fields and combine them:
 *
 * <pre>{@code
 * Condition<Job> stillQueued = JobConditions.status().eq(JobStatus.QUEUED)
 *         .and(JobConditions.title().beginsWith("nightly").not());
 * jobs.delete("42", stillQueued);
 * }</pre>
 *
 * A condition is immutable and never holds expression text written by a user: attribute names
 * and values always become placeholders ({@code #n1}, {@code :v1}) when the request is built, so
 * no name or value can change the meaning of an expression.
 *
 * @param <T> the entity (record) type the condition applies to
 */
public final class Condition<T> {

    /** Hands out the placeholders of one request's expressions. */
    public interface Placeholders {

        /** The name placeholder (such as {@code #n1}) standing for the stored attribute {@code attribute}. */
        String name(String attribute);

        /** The value placeholder (such as {@code :v1}) standing for {@code value}. */
        String value(AttributeValue value);
    }

    private final Function<Placeholders, String> renderer;

    private Condition(Function<Placeholders, String> renderer) {
        this.renderer = renderer;
    }

    /** A condition written by Tablesmith's typed fields; the renderer must use only placeholders. */
    static <T> Condition<T> of(Function<Placeholders, String> renderer) {
        return new Condition<>(renderer);
    }

    /** Both this and {@code other} hold. */
    public Condition<T> and(Condition<T> other) {
        Objects.requireNonNull(other, "other");
        return of(p -> "(" + render(p) + ") AND (" + other.render(p) + ")");
    }

    /** This or {@code other} (or both) holds. */
    public Condition<T> or(Condition<T> other) {
        Objects.requireNonNull(other, "other");
        return of(p -> "(" + render(p) + ") OR (" + other.render(p) + ")");
    }

    /** This does not hold. */
    public Condition<T> not() {
        return of(p -> "NOT (" + render(p) + ")");
    }

    /** Every one of the conditions holds (at least one must be given). */
    @SafeVarargs
    public static <T> Condition<T> allOf(Condition<T>... conditions) {
        // Copied here, element by element: handing the array on is what -Xlint:varargs warns of.
        List<Condition<T>> list = new ArrayList<>(conditions.length);
        for (Condition<T> condition : conditions) {
            list.add(condition);
        }
        return combine(list, Condition::and);
    }

    /** At least one of the conditions holds (at least one must be given). */
    @SafeVarargs
    public static <T> Condition<T> anyOf(Condition<T>... conditions) {
        // Copied here, element by element: handing the array on is what -Xlint:varargs warns of.
        List<Condition<T>> list = new ArrayList<>(conditions.length);
        for (Condition<T> condition : conditions) {
            list.add(condition);
        }
        return combine(list, Condition::or);
    }

    private static <T> Condition<T> combine(List<Condition<T>> conditions,
                                            java.util.function.BinaryOperator<Condition<T>> operator) {
        if (conditions.isEmpty()) {
            throw new IllegalArgumentException("combine at least one condition");
        }
        return conditions.stream().map(c -> Objects.requireNonNull(c, "condition")).reduce(operator).orElseThrow();
    }

    /**
     * The condition as DynamoDB condition-expression text, with every name and value replaced by
     * a placeholder from {@code placeholders}. Tablesmith's runtime calls this while building a
     * request; users have no need to.
     */
    public String render(Placeholders placeholders) {
        return renderer.apply(placeholders);
    }

    /** The condition with attribute names and values shown in place of their placeholders, for logs. */
    @Override
    public String toString() {
        return render(new Placeholders() {
            @Override
            public String name(String attribute) {
                return attribute;
            }

            @Override
            public String value(AttributeValue value) {
                return String.valueOf(value.s() != null ? "\"" + value.s() + "\""
                        : value.n() != null ? value.n()
                        : value.bool() != null ? value.bool() : value);
            }
        });
    }
}
