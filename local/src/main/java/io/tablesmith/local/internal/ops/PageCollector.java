package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.ItemSize;
import io.tablesmith.local.internal.expr.Ast;
import io.tablesmith.local.internal.expr.ConditionEvaluator;
import io.tablesmith.local.internal.expr.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Gathers one page of a Query or Scan as DynamoDB does: Limit counts items evaluated (before the filter),
 * reading stops once 1 MB has been read, and a page that stopped for either reason carries the key of
 * the last item evaluated.
 */
final class PageCollector {
    static final long PAGE_BYTES = 1024 * 1024;

    private final Integer limit;
    private final Ast.Condition filter;
    private final List<Ast.Path> projection;
    private final List<Map<String, AttributeValue>> items = new ArrayList<>();
    private int scanned;
    private long bytes;
    private Map<String, AttributeValue> lastEvaluatedKey;

    PageCollector(Integer limit, Ast.Condition filter, List<Ast.Path> projection) {
        this.limit = limit;
        this.filter = filter;
        this.projection = projection;
    }

    /** Evaluates one item; returns false when the page is full. */
    boolean offer(Map<String, AttributeValue> item, Map<String, AttributeValue> key) {
        scanned++;
        bytes += ItemSize.of(item);
        if (filter == null || ConditionEvaluator.matches(filter, item)) {
            items.add(projection == null ? item : Paths.project(item, projection));
        }
        if ((limit != null && scanned >= limit) || bytes >= PAGE_BYTES) {
            lastEvaluatedKey = key;
            return false;
        }
        return true;
    }

    List<Map<String, AttributeValue>> items() {
        return items;
    }

    /** The size of every item evaluated (read), filtered out or not. */
    long bytes() {
        return bytes;
    }

    int scanned() {
        return scanned;
    }

    Map<String, AttributeValue> lastEvaluatedKey() {
        return lastEvaluatedKey;
    }
}
