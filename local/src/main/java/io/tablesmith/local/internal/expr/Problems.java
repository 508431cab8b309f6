package io.tablesmith.local.internal.expr;

import io.tablesmith.local.internal.Errors;
import java.util.EnumMap;
import java.util.Map;

/**
 * Semantic problems found while parsing one expression. DynamoDB reports only one, chosen by category
 * in a fixed order, so the first problem of each category is kept and the winner thrown at the end.
 */
final class Problems {
    enum Category {
        PARENS, RESERVED, UNKNOWN_FUNCTION, MISUSED_FUNCTION, SECTION, ATTR_NAME, ATTR_VALUE,
        PATH_OVERLAP, PATH_CONFLICT, OPERAND_COUNT, DISTINCT, OPERAND, FUNCTION
    }

    private final Map<Category, String> found = new EnumMap<>(Category.class);

    void add(Category category, String message) {
        found.putIfAbsent(category, message);
    }

    void throwFirst(String kind, Category... order) {
        for (Category category : order) {
            String message = found.get(category);
            if (message != null) {
                throw Errors.invalidExpression(kind, message);
            }
        }
    }
}
