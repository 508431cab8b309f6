package io.tablesmith.it.evolve;

import static io.tablesmith.it.evolve.OldArticles.T0;
import static io.tablesmith.it.evolve.OldArticles.id;
import static io.tablesmith.it.evolve.OldArticles.regionOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.PageRequest;
import io.tablesmith.it.evolve.after.Article;
import io.tablesmith.it.evolve.after.ArticleKeys;
import io.tablesmith.it.evolve.after.ArticleRepository;
import io.tablesmith.it.evolve.after.Note;
import io.tablesmith.it.evolve.after.NoteRepository;
import io.tablesmith.reindex.ReindexCheckpoint;
import io.tablesmith.reindex.ReindexFailedException;
import io.tablesmith.reindex.ReindexOptions;
import io.tablesmith.reindex.ReindexReport;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A table full of articles stored by the first release (no index, the title under "name", no
 * views), plus notes of another entity; the next release renames the title, adds defaults and
 * a sparse index, and re-indexes. Run on LocalDynamoDb and on dynalite.
 */
abstract class ReindexScenarios {

    private static final int NOTES = 30;
    private static final BatchOptions FAST_RETRIES = BatchOptions.defaults()
            .withBaseDelay(Duration.ofMillis(1)).withMaxDelay(Duration.ofMillis(5));

    /** The engine, fresh for each test. */
    abstract DynamoDbClient engine();

    /** A new table created from the new release's definition, with gsi1. */
    abstract String createTable();

    /** How many articles the table holds. */
    abstract int articles();

    private String table;
    private ArticleRepository articles;

    private void loadOldRelease() {
        table = createTable();
        OldArticles.load(engine(), table, articles());
        List<Note> notes = new ArrayList<>();
        for (int n = 0; n < NOTES; n++) {
            notes.add(new Note("n" + n, "eu", "note " + n));
        }
        new NoteRepository(engine(), table).putAll(notes);
        articles = new ArticleRepository(engine(), table);
    }

    private ReindexOptions options(int segments) {
        return ReindexOptions.defaults().withSegments(segments).withRetries(FAST_RETRIES);
    }

    @Test
    void oldItemsReadWithFormerNamesAndDefaults() {
        loadOldRelease();

        Article first = articles.get(id(0)).orElseThrow();

        assertThat(first).isEqualTo(new Article(id(0), "Article 0", "eu", T0, 0, true));
        assertThat(articles.byRegion("eu", PageRequest.of(10)).items()).as("not indexed before the re-index").isEmpty();
        Article written = articles.update(id(1)).setTitle("Renamed").execute();
        assertThat(written.title()).isEqualTo("Renamed");
        assertThat(rawItem(id(1))).containsKey("title").doesNotContainKey("name");
        assertThat(articles.update(id(2)).removeTitle().execute().title()).as("the former name is gone too").isNull();
        assertThat(articles.get(id(2)).orElseThrow().title()).isNull();
    }

    @Test
    void backfillsTheIndexOfEveryArticleAndTouchesNothingElse() {
        loadOldRelease();
        Map<String, Map<String, AttributeValue>> notesBefore = itemsOfType("NOTE");

        ReindexReport report = articles.reindex(options(4));

        assertThat(report.completed()).isTrue();
        assertThat(report.scanned()).isEqualTo(articles());
        // Every article gets one update: the first release stored createdAt as Instant.toString, which the
        // re-index rewrites fixed width, and nine in ten also lack their index keys.
        assertThat(report.updated()).isEqualTo(articles());
        assertThat(report.alreadyRight()).isZero();
        assertThat(rawItem(id(9)).get("createdAt").s()).isEqualTo("2026-01-01T00:00:09.000000000Z");
        assertThat(report.changedMeanwhile()).isZero();
        assertThat(report.unreadable()).isZero();
        assertEveryIndexKeyRight();
        assertThat(itemsOfType("NOTE")).isEqualTo(notesBefore);
        assertThat(articles.byRegion("us").stream().count()).isEqualTo(countInRegion("us"));
        assertThat(articles.byRegion("eu", PageRequest.of(3)).items()).extracting(Article::id)
                .containsExactly(id(0), id(4), id(8));

        ReindexReport again = articles.reindex(options(2));
        assertThat(again.updated()).isZero();
        assertThat(again.alreadyRight()).isEqualTo(articles());
    }

    @Test
    void stopAndResumeRedoNothing() throws Exception {
        loadOldRelease();
        InterceptingClient client = new InterceptingClient(engine());
        ArticleRepository counted = new ArticleRepository(client, table);
        int stopAt = articles() / 3;

        ReindexReport stopped = counted.reindex(options(4).stopWhen(() -> client.delivered.get() >= stopAt));

        assertThat(stopped.completed()).isFalse();
        assertThat(stopped.updated()).isEqualTo(client.delivered.get()).isBetween((long) stopAt, (long) stopAt + 4);
        ReindexCheckpoint checkpoint = roundTrip(stopped.checkpoint());
        assertThat(checkpoint).isEqualTo(stopped.checkpoint());
        List<ReindexReport> progress = new ArrayList<>();

        ReindexReport resumed = counted.reindex(ReindexOptions.defaults().resumeFrom(checkpoint).onProgress(progress::add));

        assertThat(resumed.completed()).isTrue();
        assertThat(resumed.scanned()).as("scanned over both runs").isEqualTo(articles());
        assertThat(resumed.updated()).isEqualTo(articles());
        assertThat(client.delivered.get()).as("updates sent over both runs").isEqualTo(articles());
        assertThat(progress).isNotEmpty();
        assertThat(progress).extracting(ReindexReport::scanned).isSorted();
        assertEveryIndexKeyRight();
        ReindexReport afterCompletion = counted.reindex(ReindexOptions.defaults().resumeFrom(resumed.checkpoint()));
        assertThat(afterCompletion.scanned()).isEqualTo(articles());
        assertThat(client.delivered.get()).isEqualTo(articles());
    }

    @Test
    void aProcessThatDiesAfterItsLastSavedCheckpointIsRedoneWithoutASecondWrite() {
        loadOldRelease();
        InterceptingClient client = new InterceptingClient(engine());
        ArticleRepository counted = new ArticleRepository(client, table);
        AtomicReference<ReindexCheckpoint> saved = new AtomicReference<>();
        // Saved after the first page (each segment had done at most one page of 50, 200 items), then
        // the process went on to over 200 updates and died: what it did after the save is not in it.
        int diesAt = articles() / 2;
        ReindexReport lost = counted.reindex(options(4).withPageSize(50)
                .onProgress(progress -> saved.compareAndSet(null, progress.checkpoint()))
                .stopWhen(() -> client.delivered.get() >= diesAt));
        assertThat(saved.get().counts()[0]).isLessThanOrEqualTo(200);
        assertThat(lost.updated()).isGreaterThan(200);

        ReindexReport resumed = counted.reindex(ReindexOptions.defaults().resumeFrom(saved.get()));

        assertThat(resumed.completed()).isTrue();
        assertThat(resumed.scanned()).as("every article counted once").isEqualTo(articles());
        assertThat(client.delivered.get()).as("updates sent over both runs").isEqualTo(articles());
        assertThat(resumed.updated()).as("the lost run's updates count as already right")
                .isEqualTo(articles() - (lost.updated() - saved.get().counts()[1]));
        assertThat(resumed.updated() + resumed.alreadyRight()).isEqualTo(articles());
        assertEveryIndexKeyRight();
    }

    @Test
    void throttlingIsRetriedAndNothingIsMissed() {
        loadOldRelease();
        InterceptingClient client = new InterceptingClient(engine()).throttling(3, 7);

        ReindexReport report = new ArticleRepository(client, table).reindex(options(4));

        assertThat(client.throttled.get()).isGreaterThan(articles() / 10);
        assertThat(report.completed()).isTrue();
        assertThat(report.updated()).isEqualTo(articles());
        assertThat(client.delivered.get()).isEqualTo(articles());
        assertEveryIndexKeyRight();
    }

    @Test
    void throttlingPastTheRetryBudgetFailsWithACheckpointThatResumes() {
        loadOldRelease();
        InterceptingClient overloaded = new InterceptingClient(engine()).throttling(1, 0);

        ReindexFailedException failure = catchThrowableOfType(ReindexFailedException.class,
                () -> new ArticleRepository(overloaded, table).reindex(options(2)
                        .withRetries(FAST_RETRIES.withMaxAttempts(3))));

        assertThat(failure).hasMessageContaining("ARTICLE: re-index stopped after 0 items")
                .hasMessageContaining("resume with ReindexOptions.resumeFrom");
        assertThat(failure.report().completed()).isFalse();
        assertThat(overloaded.scans.get()).isGreaterThanOrEqualTo(3);
        ReindexReport resumed = articles.reindex(ReindexOptions.defaults().resumeFrom(failure.report().checkpoint()));
        assertThat(resumed.completed()).isTrue();
        assertThat(resumed.updated()).isEqualTo(articles());
    }

    @Test
    void interruptingTheCallerStopsAtAnExactCheckpoint() throws Exception {
        loadOldRelease();
        InterceptingClient client = new InterceptingClient(engine());
        ArticleRepository counted = new ArticleRepository(client, table);
        Thread caller = Thread.currentThread();
        AtomicBoolean interruptedOnce = new AtomicBoolean();

        ReindexReport stopped = counted.reindex(options(4).onProgress(progress -> {
            if (interruptedOnce.compareAndSet(false, true)) {
                caller.interrupt();
            }
        }));

        assertThat(Thread.interrupted()).as("the interruption is kept for the caller").isTrue();
        assertThat(stopped.completed()).isFalse();
        assertThat(stopped.updated()).isEqualTo(client.delivered.get());
        ReindexReport resumed = counted.reindex(ReindexOptions.defaults().resumeFrom(stopped.checkpoint()));
        assertThat(resumed.updated()).isEqualTo(articles());
        assertThat(client.delivered.get()).isEqualTo(articles());
    }

    @Test
    void aConcurrentWriterLosesNothingAndEveryIndexKeyEndsRight() throws Exception {
        loadOldRelease();
        ArticleRepository application = new ArticleRepository(engine(), table);
        Map<String, String> lastWritten = new ConcurrentHashMap<>();
        // The race a concurrent writer can win, forced: between the scan and the re-index's update of
        // every 50th article, the application moves it to another region.
        InterceptingClient client = new InterceptingClient(engine()).beforeUpdate(request -> {
            String id = request.key().get("pk").s().substring("ARTICLE#".length());
            if (Integer.parseInt(id.substring(1)) % 50 == 0 && !lastWritten.containsKey(id)) {
                lastWritten.put(id, move(application, id, "moved"));
            }
        });
        // And a writer thread that keeps moving articles for as long as the re-index runs.
        AtomicBoolean reindexDone = new AtomicBoolean();
        Map<String, String> writerWrites = new HashMap<>();
        Thread writer = new Thread(() -> {
            for (int n = 1; !reindexDone.get(); n = (n + 37) % articles()) {
                if (n % 50 != 0) {
                    writerWrites.put(id(n), move(application, id(n), "w" + writerWrites.size()));
                }
            }
        });
        writer.start();
        ReindexReport report;
        try {
            report = new ArticleRepository(client, table).reindex(options(4));
        } finally {
            reindexDone.set(true);
            writer.join();
        }

        int forced = (articles() + 49) / 50;
        assertThat(lastWritten).hasSize(forced);
        assertThat(report.changedMeanwhile()).isGreaterThanOrEqualTo(forced);
        assertThat(report.scanned()).isEqualTo(articles());
        assertThat(writerWrites).isNotEmpty();
        lastWritten.putAll(writerWrites);
        for (Map.Entry<String, String> write : lastWritten.entrySet()) {
            assertThat(articles.get(write.getKey()).orElseThrow().region()).as(write.getKey()).isEqualTo(write.getValue());
        }
        assertEveryIndexKeyRight();
        assertThat(articles.byRegion("moved").stream().map(Article::id).toList())
                .containsExactlyInAnyOrderElementsOf(lastWritten.entrySet().stream()
                        .filter(e -> e.getValue().equals("moved")).map(Map.Entry::getKey).toList());
    }

    @Test
    void repairsIndexKeysAfterATemplateChangeAndReportsUnreadableItems() {
        loadOldRelease();
        articles.reindex(options(2));
        // Keys written under an older template, and one item no release can read.
        for (int n = 0; n < 20; n++) {
            setRaw(id(n * 7), "gsi1pk", AttributeValue.fromS("OLD#" + n));
        }
        setRaw(id(3), "views", AttributeValue.fromS("many"));

        ReindexReport report = articles.reindex(options(3));

        // Two of the twenty have no region: their stray keys are removed, so they leave the index.
        assertThat(report.updated()).isEqualTo(20);
        assertThat(report.alreadyRight()).isEqualTo(articles() - 21);
        assertThat(report.unreadable()).isEqualTo(1);
        assertThat(report.unreadableKeys()).containsExactly(ArticleKeys.key(id(3)));
        assertEveryIndexKeyRight();
    }

    private String move(ArticleRepository application, String id, String region) {
        Article current = application.get(id).orElseThrow();
        application.put(new Article(current.id(), current.title(), region, current.createdAt(), current.views() + 1,
                current.visible()));
        return region;
    }

    private long countInRegion(String region) {
        long count = 0;
        for (int n = 0; n < articles(); n++) {
            count += region.equals(regionOf(n)) ? 1 : 0;
        }
        return count;
    }

    private void assertEveryIndexKeyRight() {
        OldArticles.assertEveryIndexKeyRight(engine(), table, articles());
    }

    private Map<String, Map<String, AttributeValue>> itemsOfType(String type) {
        return OldArticles.itemsOfType(engine(), table, type);
    }

    private Map<String, AttributeValue> rawItem(String id) {
        return itemsOfType("ARTICLE").get(ArticleKeys.key(id).partition());
    }

    private void setRaw(String id, String attribute, AttributeValue value) {
        ItemKey<Article> key = ArticleKeys.key(id);
        engine().updateItem(UpdateItemRequest.builder().tableName(table).key(key.toAttributeMap())
                .updateExpression("SET #a = :v")
                .expressionAttributeNames(Map.of("#a", attribute))
                .expressionAttributeValues(Map.of(":v", value)).build());
    }

    private static ReindexCheckpoint roundTrip(ReindexCheckpoint checkpoint) throws ClassNotFoundException {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(checkpoint);
            }
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
                return (ReindexCheckpoint) in.readObject();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
