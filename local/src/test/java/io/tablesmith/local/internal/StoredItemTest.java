package io.tablesmith.local.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A stored item is the item it was made from, in its order, immutable, and carries the size that item
 * measures: what the 400 KB check, the capacity, the stream record and DescribeTable's totals read.
 */
class StoredItemTest {
    private static Map<String, AttributeValue> item() {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("pk", AttributeValue.fromS("été"));
        item.put("n", AttributeValue.fromN("-12.500"));
        item.put("l", AttributeValue.fromL(List.of(AttributeValue.fromBool(true),
                AttributeValue.fromM(Map.of("k", AttributeValue.fromS("v"))))));
        return item;
    }

    @Test
    void carriesTheSizeItsItemMeasuresAndIsEqualToIt() {
        Map<String, AttributeValue> item = item();
        StoredItem stored = StoredItem.of(item);
        // pk: 2 + 5 (é is two bytes); n: 1 + 4 (-12.5: one, two for three digits, one for the sign);
        // l: 1 + 3 + (1 + 1) for true + (1 + 3 + 1 + 1 + 1) for the map
        assertThat(stored.sizeBytes()).isEqualTo(7 + 5 + 13).isEqualTo(ItemSize.of(item));
        assertThat(ItemSize.of(stored)).isEqualTo(stored.sizeBytes());
        assertThat(stored).isEqualTo(item).hasSameHashCodeAs(item);
        assertThat(item).isEqualTo(stored);
        assertThat(stored.keySet()).containsExactly("pk", "n", "l");
        assertThat(StoredItem.of(stored)).isSameAs(stored);
    }

    @Test
    void neitherItNorTheMapItWasMadeFromChangesIt() {
        Map<String, AttributeValue> item = item();
        StoredItem stored = StoredItem.of(item);
        item.put("added", AttributeValue.fromS("later"));
        assertThat(stored).doesNotContainKey("added");
        assertThatThrownBy(() -> stored.put("x", AttributeValue.fromS("y")))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> stored.entrySet().iterator().next().setValue(AttributeValue.fromS("y")))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> stored.keySet().remove("pk")).isInstanceOf(UnsupportedOperationException.class);
    }
}
