package io.tablesmith.it.evolve;

import static io.tablesmith.it.evolve.OldArticles.id;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.it.evolve.after.Article;
import io.tablesmith.it.evolve.after.ArticleRepository;
import io.tablesmith.it.evolve.after.Note;
import io.tablesmith.it.evolve.after.NoteRepository;
import io.tablesmith.it.evolve.after.TablesmithTable;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.server.LocalDynamoDbServer;
import io.tablesmith.reindex.ReindexCheckpoint;
import io.tablesmith.reindex.ReindexReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * One re-index shared by four separate JVM processes against LocalDynamoDb's HTTP server, as
 * four machines would share it: 4,000 articles stored by the first release, 8 segments, two a
 * share. Share 2 is stopped partway and resumed by a fifth process from its checkpoint file
 * alone; the application writes throughout. The table's stream is what the server saw.
 */
class ReindexAcrossProcessesTest {

    private static final String TABLE = "articles";
    private static final int ARTICLES = 4_000;
    private static final int SEGMENTS = 8;
    private static final int SHARES = 4;
    private static final int STOPPED_SHARE = 2;
    private static final int STOP_AFTER_UPDATES = 150;
    /** Every 50th article is moved by the application between the re-index's scan and its update. */
    private static final int RACE_EVERY = 50;
    /** The application keeps moving the articles 25, 75, 125, ... while the shares run, at most this many rounds. */
    private static final int WRITER_ROUNDS = 40;
    /** Only guards the build against a hung process; the test waits on exits, not on time. */
    private static final long HUNG_AFTER_MINUTES = 10;
    /**
     * What the re-index writes: the index keys, and createdAt, which the first release stored as
     * Instant.toString and the re-index rewrites fixed width.
     */
    private static final Set<String> REINDEX_ATTRIBUTES = Set.of("gsi1pk", "gsi1sk", "createdAt");

    @TempDir
    Path files;

    private final LocalDynamoDb local = LocalDynamoDb.create();

    @Test
    void sharesInSeparateProcessesUpdateEveryArticleOnceAndMergeIntoExactCounts() throws Exception {
        local.createTable(TablesmithTable.createTableRequest(TABLE).toBuilder()
                .streamSpecification(stream -> stream.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .build());
        OldArticles.load(local, TABLE, ARTICLES);
        new NoteRepository(local, TABLE).putAll(List.of(new Note("n1", "eu", "a note"), new Note("n2", "us", "another")));
        Map<String, Map<String, AttributeValue>> notesBefore = OldArticles.itemsOfType(local, TABLE, "NOTE");
        Map<String, String> writerWrites = new HashMap<>();

        try (LocalDynamoDbServer server = local.serve(0); DynamoDbClient application = ReindexShareProcess.client(server.endpoint())) {
            List<Process> shares = new ArrayList<>();
            for (int share = 0; share < SHARES; share++) {
                List<String> args = new ArrayList<>(List.of("--share", String.valueOf(share), String.valueOf(SHARES),
                        String.valueOf(SEGMENTS), "--race-every", String.valueOf(RACE_EVERY)));
                if (share == STOPPED_SHARE) {
                    args.addAll(List.of("--stop-after-updates", String.valueOf(STOP_AFTER_UPDATES)));
                }
                shares.add(start(server, "share-" + share, args));
            }
            AtomicBoolean sharesRunning = new AtomicBoolean(true);
            Thread writer = new Thread(() -> moveWhile(sharesRunning, new ArticleRepository(application, TABLE), writerWrites));
            writer.start();
            try {
                for (int share = 0; share < SHARES; share++) {
                    awaitSuccess(shares.get(share), "share-" + share);
                }
            } finally {
                sharesRunning.set(false);
                writer.join();
            }

            ReindexReport stopped = read("share-" + STOPPED_SHARE, ReindexReport.class);
            assertThat(stopped.completed()).isFalse();
            // Updates sent are written or refused as changed meanwhile; each of its two threads may have had one in flight.
            assertThat(stopped.updated() + stopped.changedMeanwhile())
                    .isBetween((long) STOP_AFTER_UPDATES, (long) STOP_AFTER_UPDATES + SEGMENTS / SHARES - 1);
            ReindexCheckpoint checkpointFile = read("share-" + STOPPED_SHARE, ReindexCheckpoint.class);
            assertThat(checkpointFile.share()).isEqualTo(STOPPED_SHARE);
            assertThat(checkpointFile.shares()).isEqualTo(SHARES);
            // Resumed from the checkpoint file alone (its share, segments and entity are in it), as on another machine.
            awaitSuccess(start(server, "share-" + STOPPED_SHARE + "-resumed",
                    List.of("--resume", files.resolve("share-" + STOPPED_SHARE + ".checkpoint").toString(),
                            "--race-every", String.valueOf(RACE_EVERY))), "share-" + STOPPED_SHARE + "-resumed");
        }

        List<ReindexReport> reports = new ArrayList<>();
        for (int share = 0; share < SHARES; share++) {
            reports.add(read(share == STOPPED_SHARE ? "share-" + share + "-resumed" : "share-" + share, ReindexReport.class));
        }
        ReindexReport merged = ReindexReport.merge(reports);

        assertThat(reports).allSatisfy(report -> assertThat(report.completed()).isTrue());
        assertThat(merged.completed()).isTrue();
        assertThat(merged.checkpoint().shares()).isEqualTo(1);
        assertThat(merged.scanned()).as("every article scanned once, over five processes").isEqualTo(ARTICLES);
        assertThat(merged.updated() + merged.alreadyRight() + merged.changedMeanwhile()).isEqualTo(ARTICLES);
        assertThat(merged.unreadable()).isZero();
        assertThat(merged.scanned()).isEqualTo(reports.stream().mapToLong(ReindexReport::scanned).sum());
        ReindexReport stopped = read("share-" + STOPPED_SHARE, ReindexReport.class);
        assertThatThrownBy(() -> ReindexReport.merge(List.of(reports.get(0), stopped, reports.get(STOPPED_SHARE))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("share 2 of 4 appears twice");

        Map<String, Integer> reindexWrites = reindexWritesSeenByTheServer();
        assertThat(reindexWrites.values()).as("no article updated twice").containsOnly(1);
        assertThat(reindexWrites).hasSize((int) merged.updated());

        OldArticles.assertEveryIndexKeyRight(local, TABLE, ARTICLES);
        ArticleRepository articles = new ArticleRepository(local, TABLE);
        List<String> raced = new ArrayList<>();
        for (int n = 0; n < ARTICLES; n += RACE_EVERY) {
            raced.add(id(n));
            assertThat(articles.get(id(n)).orElseThrow().region()).as(id(n)).isEqualTo("moved");
        }
        assertThat(merged.changedMeanwhile()).isGreaterThanOrEqualTo(raced.size());
        assertThat(articles.byRegion("moved").stream().map(Article::id).toList()).containsExactlyInAnyOrderElementsOf(raced);
        assertThat(writerWrites).isNotEmpty();
        writerWrites.forEach((id, region) -> assertThat(articles.get(id).orElseThrow().region()).as(id).isEqualTo(region));
        assertThat(OldArticles.itemsOfType(local, TABLE, "NOTE")).isEqualTo(notesBefore);
    }

    /**
     * Moves articles 25, 75, 125, ... to a new region each round, through the server: a first round
     * whatever happens, then more while the shares run.
     */
    private static void moveWhile(AtomicBoolean running, ArticleRepository application, Map<String, String> written) {
        for (int round = 0; round < WRITER_ROUNDS && (round == 0 || running.get()); round++) {
            for (int n = RACE_EVERY / 2; n < ARTICLES; n += RACE_EVERY) {
                Article current = application.get(id(n)).orElseThrow();
                String region = "w" + round;
                application.put(new Article(current.id(), current.title(), region, current.createdAt(),
                        current.views() + 1, current.visible()));
                written.put(id(n), region);
            }
        }
    }

    private Process start(LocalDynamoDbServer server, String name, List<String> options) throws Exception {
        List<String> args = new ArrayList<>(List.of(server.endpoint().toString(), TABLE,
                files.resolve(name + ".report").toString(), files.resolve(name + ".checkpoint").toString()));
        args.addAll(options);
        return new ProcessBuilder(ReindexShareProcess.command(args.toArray(String[]::new)))
                .redirectErrorStream(true).redirectOutput(files.resolve(name + ".log").toFile()).start();
    }

    private void awaitSuccess(Process process, String name) throws Exception {
        if (!process.waitFor(HUNG_AFTER_MINUTES, TimeUnit.MINUTES)) {
            process.destroyForcibly().waitFor();
        }
        assertThat(process.exitValue()).as("%s exited; its output:%n%s", name,
                Files.readString(files.resolve(name + ".log"))).isZero();
    }

    private <T> T read(String name, Class<T> type) throws Exception {
        String suffix = type == ReindexReport.class ? ".report" : ".checkpoint";
        return ReindexShareProcess.read(files.resolve(name + suffix), type);
    }

    /**
     * Per article key, how many times the server stored a change to the attributes a re-index
     * writes and nothing else: the re-index's updates (the application's writes change its region
     * and views).
     */
    private Map<String, Integer> reindexWritesSeenByTheServer() {
        DynamoDbStreamsClient streams = local.streamsClient();
        String arn = local.describeTable(table -> table.tableName(TABLE)).table().latestStreamArn();
        Map<String, Integer> writes = new HashMap<>();
        for (Shard shard : streams.describeStream(stream -> stream.streamArn(arn)).streamDescription().shards()) {
            String iterator = streams.getShardIterator(start -> start.streamArn(arn).shardId(shard.shardId())
                    .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
            for (GetRecordsResponse page = streams.getRecords(next -> next.shardIterator(iterator));
                 !page.records().isEmpty();
                 page = nextPage(streams, page)) {
                for (Record change : page.records()) {
                    Set<String> changed = change.eventName() == OperationType.MODIFY
                            ? changedAttributes(change.dynamodb().oldImage(), change.dynamodb().newImage()) : Set.of();
                    if (!changed.isEmpty() && REINDEX_ATTRIBUTES.containsAll(changed)) {
                        writes.merge(change.dynamodb().keys().get("pk").s(), 1, Integer::sum);
                    }
                }
            }
        }
        return writes;
    }

    private static GetRecordsResponse nextPage(DynamoDbStreamsClient streams, GetRecordsResponse page) {
        return streams.getRecords(next -> next.shardIterator(page.nextShardIterator()));
    }

    private static Set<String> changedAttributes(Map<String, AttributeValue> before, Map<String, AttributeValue> after) {
        Set<String> changed = new HashSet<>();
        for (String name : before.keySet()) {
            if (!before.get(name).equals(after.get(name))) {
                changed.add(name);
            }
        }
        for (String name : after.keySet()) {
            if (!after.get(name).equals(before.get(name))) {
                changed.add(name);
            }
        }
        return changed;
    }
}
