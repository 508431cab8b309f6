/**
 * Every request Tablesmith sends, named by the access pattern it serves: the SPI that traces and
 * measures requests ({@link io.tablesmith.telemetry.RequestObserver}), what an observer is told
 * ({@link io.tablesmith.telemetry.ObservedRequest}, {@link io.tablesmith.telemetry.RequestResult},
 * {@link io.tablesmith.telemetry.Outcome}), what a call consumed
 * ({@link io.tablesmith.telemetry.CallCapacity}), and the execution attributes that hand the names
 * to the SDK's own interceptors ({@link io.tablesmith.telemetry.RequestAttributes}).
 *
 * <p>Observers are installed with {@link io.tablesmith.RequestOptions}; the modules
 * {@code tablesmith-opentelemetry} and {@code tablesmith-micrometer} provide spans and meters.
 *
 * <pre>{@code
 * DynamoDbClient observed = RequestOptions.defaults()
 *         .withObserver(request -> result -> System.out.println(request.entityType() + "."
 *                 + request.accessPattern() + " " + request.operation() + ": " + result.outcome()))
 *         .applyTo(dynamo);
 * }</pre>
 *
 * <p>See {@code docs/observability.md}.
 */
package io.tablesmith.telemetry;
