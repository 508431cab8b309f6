/**
 * Micrometer meters of Tablesmith's requests: {@link io.tablesmith.micrometer.MicrometerObserver},
 * installed with {@link io.tablesmith.RequestOptions#withObserver}. See {@code docs/observability.md}.
 */
package io.tablesmith.micrometer;
