package io.tablesmith.it.projection;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.ItemKey;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.stream.Change;
import io.tablesmith.stream.ChangeInfo;
import io.tablesmith.stream.StreamView;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The idempotent projection of docs/change-streams.md ("Applying each change once"), whose code is
 * this package's: run on LocalDynamoDb (it needs transactions), and compared with the docs' text.
 */
class IdempotentProjectionTest {

    private final LocalDynamoDb dynamo = LocalDynamoDb.create();
    private final Counts counts;
    private final CountRepository stored;

    IdempotentProjectionTest() {
        dynamo.createTables(TablesmithTable.createTableRequest("projection"));
        counts = new Counts(dynamo, "projection");
        stored = new CountRepository(dynamo, "projection");
    }

    @Test
    void eachChangeMovesTheCountOnceAndACounterIsCreatedByItsFirstChange() {
        Change<Object> first = inserted("FINDING#a", "100");
        Change<Object> later = inserted("FINDING#a", "200");

        assertThat(counts.apply(first, "job-1", 1)).isTrue();
        assertThat(stored.getConsistent("job-1")).contains(new Count("job-1", 1));
        assertThat(counts.apply(first, "job-1", 1)).as("handed on again").isFalse();
        assertThat(counts.apply(later, "job-1", -1)).isTrue();
        assertThat(counts.apply(first, "job-1", 1)).as("older than the one applied").isFalse();
        assertThat(counts.apply(inserted("FINDING#b", "150"), "job-1", 1)).as("another item's change").isTrue();

        assertThat(stored.getConsistent("job-1")).contains(new Count("job-1", 1));
    }

    @Test
    void theDocsShowThisPackagesCode() throws IOException {
        String docs = Files.readString(Path.of("..", "docs", "change-streams.md"));
        int section = docs.indexOf("## Applying each change once");
        String text = docs.substring(section, docs.indexOf("\n## ", section + 1));
        List<String> blocks = new ArrayList<>();
        Matcher block = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL).matcher(text);
        while (block.find()) {
            blocks.add(block.group(1).replace("package projection;", "package io.tablesmith.it.projection;"));
        }

        Path sources = Path.of("src", "main", "java", "io", "tablesmith", "it", "projection");
        assertThat(blocks).containsExactly(Files.readString(sources.resolve("Applied.java")),
                Files.readString(sources.resolve("Count.java")), Files.readString(sources.resolve("Counts.java")));
    }

    private static Change<Object> inserted(String sort, String sequence) {
        return new Change.Inserted<>(new ItemKey<>("JOB#1", sort), Optional.empty(),
                new ChangeInfo("event-" + sequence, sequence, Instant.parse("2026-01-01T00:00:00Z"), StreamView.KEYS_ONLY));
    }
}
