/**
 * Typed conditions that DynamoDB checks as part of a write: the fields of an entity's generated
 * {@code <Name>Conditions} class and the {@link io.tablesmith.condition.Condition}s they build.
 *
 * <pre>{@code
 * Condition<Job> open = JobConditions.status().in(JobStatus.QUEUED, JobStatus.RUNNING)
 *         .and(JobConditions.title().beginsWith("nightly"));
 * jobs.delete("42", open);        // ConditionFailedException when the stored item does not match
 * }</pre>
 *
 * <ul>
 *   <li>{@link io.tablesmith.condition.Condition}: one condition, combined with {@code and},
 *       {@code or} and {@code not}.</li>
 *   <li>Fields, by what the component's stored form allows:
 *       {@link io.tablesmith.condition.PresenceField} (every component),
 *       {@link io.tablesmith.condition.Field} (equality), {@link io.tablesmith.condition.ComparableField}
 *       (order), {@link io.tablesmith.condition.StringField} (order, prefix, substring),
 *       {@link io.tablesmith.condition.BinaryField} and {@link io.tablesmith.condition.SizedField}
 *       (with {@link io.tablesmith.condition.Size}).</li>
 *   <li>{@link io.tablesmith.condition.StoredOrder}: how DynamoDB orders the stored values a
 *       condition compares.</li>
 * </ul>
 *
 * <p>A failed condition is a {@link io.tablesmith.ConditionFailedException}, in the root package
 * with the other failures of a write.
 */
package io.tablesmith.condition;
