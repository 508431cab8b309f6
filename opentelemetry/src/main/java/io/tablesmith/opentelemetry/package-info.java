/**
 * OpenTelemetry tracing of Tablesmith's requests: {@link io.tablesmith.opentelemetry.OpenTelemetryObserver},
 * installed with {@link io.tablesmith.RequestOptions#withObserver}. See {@code docs/observability.md}.
 */
package io.tablesmith.opentelemetry;
