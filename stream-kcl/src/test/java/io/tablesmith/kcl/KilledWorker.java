package io.tablesmith.kcl;

import io.tablesmith.kcl.jobs.TablesmithChange;
import java.net.URI;
import java.util.concurrent.locks.LockSupport;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.kinesis.coordinator.CoordinatorConfig.ClientVersionConfig;

/**
 * The worker {@link KclKilledWorkerTest} kills: a JVM of its own running one KCL worker with {@link FindingCounts}
 * handlers, which, once its handler applied the change of the item named, says so on standard output
 * ({@value #STALLED} and the change's event id) and never returns, so that the batch is not checkpointed when the
 * process is killed.
 *
 * <p>Arguments: the server's endpoint, the stream ARN, the application, the worker id, and the item whose change it
 * stops at ({@code <pk>|<sk>}).
 */
public final class KilledWorker {
    static final String STALLED = "STALLED ";

    private KilledWorker() {
    }

    public static void main(String[] args) {
        URI endpoint = URI.create(args[0]);
        String stopAt = args[4];
        DynamoDbClient client = DynamoDbClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "any"))).build();
        KclWorker.start(endpoint, args[1], args[2], args[3], () -> new FindingCounts(client, change -> {
            if (change instanceof TablesmithChange.FindingChange finding
                    && (finding.change().key().partition() + "|" + finding.change().key().sort()).equals(stopAt)) {
                System.out.println(STALLED + change.info().eventId());
                System.out.flush();
                while (true) {
                    LockSupport.park(); // until the test kills this process
                }
            }
        }), ClientVersionConfig.CLIENT_VERSION_CONFIG_COMPATIBLE_WITH_2X);
    }
}
