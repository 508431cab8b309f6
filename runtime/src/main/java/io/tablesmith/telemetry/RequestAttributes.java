package io.tablesmith.telemetry;

import software.amazon.awssdk.core.interceptor.ExecutionAttribute;

/**
 * The names Tablesmith sets on every request it sends with {@link io.tablesmith.RequestOptions}
 * other than the defaults, as SDK execution attributes: an {@code ExecutionInterceptor} of the
 * application's (or a metric publisher's interceptor) reads them from its
 * {@code ExecutionAttributes}.
 *
 * <pre>{@code
 * String pattern = executionAttributes.getAttribute(RequestAttributes.ACCESS_PATTERN);   // "byStatus"
 * }</pre>
 */
public final class RequestAttributes {

    /** The generated method the request's call came through, such as {@code byStatus}. */
    public static final ExecutionAttribute<String> ACCESS_PATTERN = new ExecutionAttribute<>("tablesmith.access_pattern");

    /** The entity type of the request's call, such as {@code JOB}. */
    public static final ExecutionAttribute<String> ENTITY_TYPE = new ExecutionAttribute<>("tablesmith.entity_type");

    private RequestAttributes() {
    }
}
