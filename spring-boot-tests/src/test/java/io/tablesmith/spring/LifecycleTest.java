package io.tablesmith.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.spring.internal.QueueWorkers;
import io.tablesmith.spring.shop.Order;
import io.tablesmith.spring.shop.OrderRepository;
import io.tablesmith.spring.shop.OrderStatus;
import io.tablesmith.spring.shop.Shipment;
import io.tablesmith.spring.shop.ShipmentQueue;
import io.tablesmith.spring.shop.TablesmithChange;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Change-stream consumers and queue workers as lifecycle beans: running while the context runs,
 * stopped with it so that the next instance goes on where this one stopped.
 */
class LifecycleTest {

    private static final long WAIT_SECONDS = 20;

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(TablesmithAutoConfigurationTest.TABLESMITH);

    /** The shop table with a stream, shared by the contexts of one test as a DynamoDB table outlives instances. */
    private static LocalDynamoDb withStream() {
        LocalDynamoDb dynamo = LocalDynamoDb.create();
        dynamo.createTable(io.tablesmith.spring.shop.TablesmithTable.createTableRequest("shop").toBuilder()
                .streamSpecification(stream -> stream.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .build());
        return dynamo;
    }

    private ApplicationContextRunner instanceOn(LocalDynamoDb dynamo, BlockingQueue<TablesmithChange> changes) {
        return runner.withBean("dynamo", LocalDynamoDb.class, () -> dynamo, bean -> bean.setDestroyMethodName(""))
                .withBean(DynamoDbStreamsClient.class, dynamo::streamsClient, bean -> bean.setDestroyMethodName(""))
                .withBean("orderEvents", ChangeSubscription.class,
                        () -> ChangeSubscription.of(TablesmithChange.class, "order-events", changes::add))
                .withPropertyValues("tablesmith.tables.shop.stream-view-type=NEW_AND_OLD_IMAGES",
                        "tablesmith.validate-tables=false", "tablesmith.streams.order-events.poll-interval=20ms");
    }

    @Test
    void aConsumerRunsWithTheContextAndItsStopLetsTheNextInstanceGoOnAtOnceAfterItsCheckpoint() throws Exception {
        LocalDynamoDb dynamo = withStream();
        BlockingQueue<TablesmithChange> first = new LinkedBlockingQueue<>();
        instanceOn(dynamo, first).run(context -> {
            assertThat(context).hasNotFailed();
            context.getBean(OrderRepository.class).create(new Order("c1", "o1", OrderStatus.OPEN, 0));
            TablesmithChange change = first.poll(WAIT_SECONDS, TimeUnit.SECONDS);
            assertThat(change).isInstanceOf(TablesmithChange.OrderChange.class);
            assertThat(((TablesmithChange.OrderChange) change).change().newImage()).map(Order::orderId).contains("o1");
        });

        // The first instance stopped: its lease (30 s by default) was given up, so this one reads at once,
        // and from its checkpoint, so o1 does not come again.
        new OrderRepository(dynamo, "shop").create(new Order("c1", "o2", OrderStatus.OPEN, 0));
        BlockingQueue<TablesmithChange> second = new LinkedBlockingQueue<>();
        instanceOn(dynamo, second).run(context -> {
            TablesmithChange change = second.poll(WAIT_SECONDS, TimeUnit.SECONDS);
            assertThat(change).isInstanceOf(TablesmithChange.OrderChange.class);
            assertThat(((TablesmithChange.OrderChange) change).change().newImage()).map(Order::orderId).contains("o2");
        });
        dynamo.close();
    }

    @Test
    void aGroupTurnedOffByItsPropertyDoesNotRun() {
        LocalDynamoDb dynamo = withStream();
        instanceOn(dynamo, new LinkedBlockingQueue<>()).withPropertyValues("tablesmith.streams.order-events.enabled=false")
                .run(context -> assertThat(context.getBean(io.tablesmith.spring.internal.ChangeStreamLifecycle.class).isRunning())
                        .isFalse());
        dynamo.close();
    }

    @Test
    void aSubscriptionToTheChangesOfNoTableFailsStartUp() {
        runner.withUserConfiguration(TablesmithAutoConfigurationTest.OwnClient.class)
                .withBean(DynamoDbStreamsClient.class, () -> LocalDynamoDb.create().streamsClient())
                .withBean("strings", ChangeSubscription.class, () -> ChangeSubscription.of(String.class, "strings", change -> { }))
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .isInstanceOf(TablesmithConfigurationException.class)
                        .hasMessageContaining("ChangeSubscription of group strings reads changes of type java.lang.String,"
                                + " which is no table's of this application"));
    }

    @Test
    void aTableWithoutTheStreamItsPropertyAsksForFailsStartUp() {
        runner.withUserConfiguration(TablesmithAutoConfigurationTest.OwnClient.class)
                .withPropertyValues("tablesmith.tables.shop.stream-view-type=NEW_IMAGE")
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("it has no stream, and the definition enables one (NEW_IMAGE)"));
    }

    /** Ships orders; the carrier refuses o2 the first time. */
    static final class Shipping {
        final BlockingQueue<String> shipped = new LinkedBlockingQueue<>();
        private final AtomicBoolean refusedOnce = new AtomicBoolean();

        void ship(Shipment shipment) {
            if (shipment.orderId().equals("o2") && refusedOnce.compareAndSet(false, true)) {
                throw new IllegalStateException("the carrier is not taking o2 yet");
            }
            shipped.add(shipment.orderId());
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class ShippingWorkers {
        @Bean
        Shipping shipping() {
            return new Shipping();
        }

        @Bean
        QueueSubscription<Shipment> shippingWorkers(ShipmentQueue shipments, Shipping shipping) {
            return QueueSubscription.of(ShipmentQueue.QUEUE_NAME, shipments::pull, shipping::ship);
        }
    }

    @Test
    void queueWorkersHandleAndAckEachMessageAndAFailedOneComesAgainAfterItsVisibilityTimeout() throws Exception {
        runner.withUserConfiguration(TablesmithAutoConfigurationTest.OwnClient.class, ShippingWorkers.class)
                .withPropertyValues("tablesmith.queues.shipments.workers=2", "tablesmith.queues.shipments.visibility-timeout=300ms",
                        "tablesmith.queues.shipments.poll-interval=20ms")
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    ShipmentQueue shipments = context.getBean(ShipmentQueue.class);
                    shipments.push(new Shipment("o1"));
                    shipments.push(new Shipment("o2"));
                    Shipping shipping = context.getBean(Shipping.class);
                    assertThat(List.of(shipping.shipped.poll(WAIT_SECONDS, TimeUnit.SECONDS),
                            shipping.shipped.poll(WAIT_SECONDS, TimeUnit.SECONDS))).containsExactlyInAnyOrder("o1", "o2");

                    QueueWorkers workers = context.getBean(QueueWorkers.class);
                    context.getSourceApplicationContext().stop();
                    assertThat(workers.isRunning()).isFalse();
                    assertThat(workers.handled()).isEqualTo(2);
                    assertThat(workers.failed()).isEqualTo(1);
                    assertThat(shipments.stats().messages()).isZero();
                });
    }

    @Test
    void aQueueTurnedOffByItsPropertyHasNoWorkers() {
        runner.withUserConfiguration(TablesmithAutoConfigurationTest.OwnClient.class, ShippingWorkers.class)
                .withPropertyValues("tablesmith.queues.shipments.enabled=false")
                .run(context -> {
                    assertThat(context).hasNotFailed().hasSingleBean(QueueWorkers.class);
                    // workers start with the context, so theirs would be among the threads by now
                    assertThat(Thread.getAllStackTraces().keySet()).extracting(Thread::getName)
                            .noneMatch(name -> name.startsWith("tablesmith-queue-shipments"));
                });
    }
}
