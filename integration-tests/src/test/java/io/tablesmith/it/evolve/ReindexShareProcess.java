package io.tablesmith.it.evolve;

import io.tablesmith.it.evolve.after.Article;
import io.tablesmith.it.evolve.after.ArticleRepository;
import io.tablesmith.reindex.ReindexCheckpoint;
import io.tablesmith.reindex.ReindexOptions;
import io.tablesmith.reindex.ReindexReport;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One process of a shared re-index, as a deployment would run it on each of its machines: it
 * re-indexes the articles of a table on a DynamoDB endpoint with the share it is given (or the
 * share of the checkpoint it resumes), then writes its report and its checkpoint to files.
 *
 * <pre>
 * java ReindexShareProcess ENDPOINT TABLE REPORT_FILE CHECKPOINT_FILE
 *      [--share K N SEGMENTS | --resume CHECKPOINT_FILE] [--stop-after-updates U] [--race-every M]
 * </pre>
 *
 * {@code --stop-after-updates} stops it (through {@code stopWhen}) once it has sent U updates;
 * {@code --race-every} makes the application move every M-th article to region "moved" just
 * before the re-index's update of it goes out, the race a concurrent writer can win.
 */
public final class ReindexShareProcess {

    private ReindexShareProcess() {
    }

    public static void main(String[] args) throws Exception {
        URI endpoint = URI.create(args[0]);
        String table = args[1];
        Path reportFile = Path.of(args[2]);
        Path checkpointFile = Path.of(args[3]);
        ReindexOptions options = ReindexOptions.defaults();
        long stopAfter = Long.MAX_VALUE;
        int raceEvery = 0;
        for (int arg = 4; arg < args.length; arg++) {
            switch (args[arg]) {
                case "--share" -> options = options.withShare(Integer.parseInt(args[++arg]), Integer.parseInt(args[++arg]))
                        .withSegments(Integer.parseInt(args[++arg]));
                case "--resume" -> options = options.resumeFrom(read(Path.of(args[++arg]), ReindexCheckpoint.class));
                case "--stop-after-updates" -> stopAfter = Long.parseLong(args[++arg]);
                case "--race-every" -> raceEvery = Integer.parseInt(args[++arg]);
                default -> throw new IllegalArgumentException("unknown argument " + args[arg]);
            }
        }
        try (DynamoDbClient dynamo = client(endpoint)) {
            ArticleRepository application = new ArticleRepository(dynamo, table);
            Set<String> raced = ConcurrentHashMap.newKeySet();
            int every = raceEvery;
            InterceptingClient counted = new InterceptingClient(dynamo).beforeUpdate(request -> {
                String id = request.key().get("pk").s().substring("ARTICLE#".length());
                if (every > 0 && Integer.parseInt(id.substring(1)) % every == 0 && raced.add(id)) {
                    Article current = application.get(id).orElseThrow();
                    application.put(new Article(current.id(), current.title(), "moved", current.createdAt(),
                            current.views() + 1, current.visible()));
                }
            });
            long limit = stopAfter;
            ReindexReport report = new ArticleRepository(counted, table)
                    .reindex(options.stopWhen(() -> counted.delivered.get() >= limit));
            write(checkpointFile, report.checkpoint());
            write(reportFile, report);
        }
    }

    /** A client of the engine at {@code endpoint}, which takes any credentials. */
    static DynamoDbClient client(URI endpoint) {
        return DynamoDbClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("key", "secret")))
                .httpClient(UrlConnectionHttpClient.create()).build();
    }

    /** The command line that runs this class in a new JVM on this one's classpath. */
    static List<String> command(String... args) {
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElseThrow(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                ReindexShareProcess.class.getName()));
        command.addAll(List.of(args));
        return command;
    }

    /** Writes {@code value} whole or not at all: a reader never sees half a file. */
    static void write(Path file, Serializable value) throws IOException {
        Path partial = file.resolveSibling(file.getFileName() + ".partial");
        try (OutputStream bytes = Files.newOutputStream(partial); ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        Files.move(partial, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    static <T> T read(Path file, Class<T> type) throws IOException, ClassNotFoundException {
        try (InputStream bytes = Files.newInputStream(file); ObjectInputStream in = new ObjectInputStream(bytes)) {
            return type.cast(in.readObject());
        }
    }
}
