package io.tablesmith.internal;

import io.tablesmith.ItemKey;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;

/** Argument checks of the batch methods, with messages that name the method and the element. */
final class BatchKeys {

    private BatchKeys() {
    }

    static <C extends Collection<?>> C nonNull(C collection, String operation, String name) {
        return Objects.requireNonNull(collection, () -> operation + ": " + name + " must not be null");
    }

    static void elementNonNull(Object element, String operation, int index) {
        if (element == null) {
            throw new NullPointerException(operation + ": element " + index + " of the collection is null");
        }
    }

    /** The keys without repeats, each at its first position. */
    static List<ItemKey<?>> distinct(Collection<? extends ItemKey<?>> keys, String operation) {
        LinkedHashSet<ItemKey<?>> distinct = new LinkedHashSet<>();
        int index = 0;
        for (ItemKey<?> key : nonNull(keys, operation, "keys")) {
            elementNonNull(key, operation, index++);
            distinct.add(key);
        }
        return new ArrayList<>(distinct);
    }
}
