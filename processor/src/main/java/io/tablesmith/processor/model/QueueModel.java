package io.tablesmith.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.Optional;
import javax.lang.model.element.TypeElement;

/**
 * A checked {@code @QueueMessage} record.
 *
 * @param element the record
 * @param recordType its class name
 * @param queue the queue's name
 * @param shards how many index partitions the queue spreads over
 * @param dedupId the deduplication id template, if any
 * @param group the message group template, if any
 * @param message how the record is stored (a map attribute)
 */
public record QueueModel(TypeElement element, ClassName recordType, String queue, int shards, Optional<Template> dedupId,
                  Optional<Template> group, TypeModel.RecordOf message) {

    public ClassName queueType() {
        return ClassName.get(recordType.packageName(), String.join("", recordType.simpleNames()) + "Queue");
    }
}
