package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The codecs' array-backed map behaves as a {@code LinkedHashMap} does under every operation a
 * caller of {@code toItem} may use, whether names are the writer's constants or equal strings
 * made elsewhere.
 */
class AttributeMapTest {

    private static final SplittableRandom RANDOM = new SplittableRandom(23);

    private static AttributeValue value(int i) {
        return AttributeValue.fromN(Integer.toString(i));
    }

    @Test
    void behavesLikeALinkedHashMapUnderRandomOperations() {
        for (int run = 0; run < 200; run++) {
            AttributeMap map = new AttributeMap(RANDOM.nextInt(4));
            Map<String, AttributeValue> expected = new LinkedHashMap<>();
            for (int step = 0; step < 200; step++) {
                // new String: equal names that are other objects than the ones stored
                String name = new String("a" + RANDOM.nextInt(30));
                AttributeValue value = value(RANDOM.nextInt(1000));
                switch (RANDOM.nextInt(6)) {
                    case 0, 1 -> assertThat(map.put(name, value)).isEqualTo(expected.put(name, value));
                    case 2 -> assertThat(map.remove(name)).isEqualTo(expected.remove(name));
                    case 3 -> assertThat(map.get(name)).isEqualTo(expected.get(name));
                    case 4 -> assertThat(map.containsKey(name)).isEqualTo(expected.containsKey(name));
                    default -> {
                        if (!expected.containsKey(name)) {
                            map.append(name, value);
                            expected.put(name, value);
                        }
                    }
                }
                assertThat(map.size()).isEqualTo(expected.size());
            }
            assertThat(map).isEqualTo(expected);
            assertThat(expected).isEqualTo(map);
            assertThat(map.hashCode()).isEqualTo(expected.hashCode());
            assertThat(new ArrayList<>(map.keySet())).isEqualTo(new ArrayList<>(expected.keySet()));
            List<String> visited = new ArrayList<>();
            map.forEach((name, value) -> visited.add(name + "=" + value.n()));
            List<String> expectedVisits = new ArrayList<>();
            expected.forEach((name, value) -> expectedVisits.add(name + "=" + value.n()));
            assertThat(visited).isEqualTo(expectedVisits);
        }
    }

    @Test
    void entriesWriteThroughAndIteratorsRemove() {
        AttributeMap map = new AttributeMap(2);
        for (int i = 0; i < 5; i++) {
            map.append("a" + i, value(i));
        }
        for (Map.Entry<String, AttributeValue> entry : map.entrySet()) {
            if (entry.getKey().equals("a2")) {
                assertThat(entry.setValue(value(20))).isEqualTo(value(2));
            }
        }
        Iterator<String> names = map.keySet().iterator();
        while (names.hasNext()) {
            String name = names.next();
            if (name.equals("a1") || name.equals("a4")) {
                names.remove();
            }
        }
        assertThat(map).containsExactly(Map.entry("a0", value(0)), Map.entry("a2", value(20)), Map.entry("a3", value(3)))
                .doesNotContainKey("a1");
        map.clear();
        assertThat(map).isEmpty();
        assertThat(map.get("a0")).isNull();
    }

    @Test
    void serializesAsALinkedHashMap() throws IOException, ClassNotFoundException {
        AttributeMap map = new AttributeMap(2);
        map.append("pk", AttributeValue.fromS("JOB#1"));
        map.append("n", value(3));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(map);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            Object copy = in.readObject();
            assertThat(copy).isInstanceOf(LinkedHashMap.class).isEqualTo(map);
        }
    }
}
