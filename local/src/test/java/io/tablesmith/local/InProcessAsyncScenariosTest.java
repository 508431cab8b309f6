package io.tablesmith.local;

import io.tablesmith.local.scenarios.BackupScenarios;
import io.tablesmith.local.scenarios.BatchTransactScenarios;
import io.tablesmith.local.scenarios.CapacityScenarios;
import io.tablesmith.local.scenarios.ConditionScenarios;
import io.tablesmith.local.scenarios.EmptyKeyScenarios;
import io.tablesmith.local.scenarios.ExactMessageScenarios;
import io.tablesmith.local.scenarios.ItemScenarios;
import io.tablesmith.local.scenarios.LegacyApiScenarios;
import io.tablesmith.local.scenarios.MultiAttributeKeyScenarios;
import io.tablesmith.local.scenarios.PagingScenarios;
import io.tablesmith.local.scenarios.PartiqlScenarios;
import io.tablesmith.local.scenarios.PointInTimeRecoveryScenarios;
import io.tablesmith.local.scenarios.QueryScanScenarios;
import io.tablesmith.local.scenarios.ResponseShapeScenarios;
import io.tablesmith.local.scenarios.ReturnValuesScenarios;
import io.tablesmith.local.scenarios.ServiceScenarios;
import io.tablesmith.local.scenarios.StreamScenarios;
import io.tablesmith.local.scenarios.TableScenarios;
import io.tablesmith.local.scenarios.TableArnScenarios;
import io.tablesmith.local.scenarios.TableFeatureScenarios;
import io.tablesmith.local.scenarios.TableUpdateScenarios;
import io.tablesmith.local.scenarios.UpdateScenarios;
import io.tablesmith.local.scenarios.ValidationScenarios;
import org.junit.jupiter.api.Nested;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Every scenario the in-process DynamoDbClient passes ({@code Local*Test}), again through
 * {@link LocalDynamoDb#asyncClient()}: the same answers and the same exceptions, each failure arriving as the
 * SDK's async clients deliver it ({@link BlockingOverAsync} checks the CompletionException around it).
 */
class InProcessAsyncScenariosTest {
    private static DynamoDbClient throughAsyncClient(LocalDynamoDb database) {
        return BlockingOverAsync.of(database.asyncClient());
    }

    @Nested
    class Backup extends BackupScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class BatchTransact extends BatchTransactScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class Capacity extends CapacityScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class Condition extends ConditionScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class EmptyKey extends EmptyKeyScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class ExactMessage extends ExactMessageScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class Item extends ItemScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class LegacyApi extends LegacyApiScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class MultiAttributeKey extends MultiAttributeKeyScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class Paging extends PagingScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class Partiql extends PartiqlScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class PointInTimeRecovery extends PointInTimeRecoveryScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class QueryScan extends QueryScanScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class ResponseShape extends ResponseShapeScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class ReturnValues extends ReturnValuesScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class Service extends ServiceScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class TableArn extends TableArnScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class TableFeature extends TableFeatureScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class Table extends TableScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class TableUpdate extends TableUpdateScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class Update extends UpdateScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class Validation extends ValidationScenarios {
        @Override
        protected DynamoDbClient client() {
            return throughAsyncClient(LocalDynamoDb.create());
        }
    }

    @Nested
    class Stream extends StreamScenarios {
        private LocalDynamoDb database;

        @Override
        protected DynamoDbClient client() {
            database = LocalDynamoDb.create();
            return throughAsyncClient(database);
        }

        @Override
        protected DynamoDbStreamsClient streams() {
            return database.streamsClient();
        }
    }
}
