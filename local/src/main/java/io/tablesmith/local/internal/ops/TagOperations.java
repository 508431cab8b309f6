package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.validation.ModelValidator;
import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.TableNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.TagResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.TagResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.UntagResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.UntagResourceResponse;

/**
 * TagResource, UntagResource and ListTagsOfResource on tables, addressed by their ARN. Tags belong to one
 * incarnation of a table (its TableId), so a table deleted and created again under the same name starts
 * without tags, as in DynamoDB.
 */
public final class TagOperations {
    private final Database db;
    private final Map<String, Map<String, String>> tagsByTableId = new ConcurrentHashMap<>();

    public TagOperations(Database db) {
        this.db = db;
    }

    public TagResourceResponse tagResource(TagResourceRequest r) {
        ModelValidator.check(r);
        checkArn(r.resourceArn());
        if (!r.hasTags() || r.tags().isEmpty()) {
            throw Errors.validation("Atleast one Tag needs to be provided as Input.");
        }
        checkTags(r.tags());
        return db.read(() -> {
            Map<String, String> tags = tagsOf(table(r.resourceArn(), r));
            synchronized (tags) {
                r.tags().forEach(tag -> tags.put(tag.key(), tag.value()));
                if (tags.size() > 50) {
                    r.tags().forEach(tag -> tags.remove(tag.key()));
                    throw Errors.validation("One or more parameter values were invalid: "
                            + "The number of tags on a resource may not exceed 50");
                }
            }
            return TagResourceResponse.builder().build();
        });
    }

    public UntagResourceResponse untagResource(UntagResourceRequest r) {
        ModelValidator.check(r);
        checkArn(r.resourceArn());
        if (!r.hasTagKeys() || r.tagKeys().isEmpty()) {
            throw Errors.validation("Atleast one Tag Key needs to be provided as Input.");
        }
        return db.read(() -> {
            Map<String, String> tags = tagsOf(table(r.resourceArn(), r));
            synchronized (tags) {
                r.tagKeys().forEach(tags::remove);
            }
            return UntagResourceResponse.builder().build();
        });
    }

    public ListTagsOfResourceResponse listTagsOfResource(ListTagsOfResourceRequest r) {
        ModelValidator.check(r);
        checkArn(r.resourceArn());
        return db.read(() -> {
            Map<String, String> tags = tagsOf(table(r.resourceArn(), r));
            List<Tag> list = new ArrayList<>();
            synchronized (tags) {
                tags.forEach((k, v) -> list.add(Tag.builder().key(k).value(v).build()));
            }
            return ListTagsOfResourceResponse.builder().tags(list).build();
        });
    }

    /** Checks tags to add, each key and value, and their number (at most 50 on a resource). */
    static void checkTags(List<Tag> tags) {
        for (Tag tag : tags) {
            if (tag.key() == null || tag.key().isEmpty() || tag.key().length() > 128
                    || tag.value() == null || tag.value().length() > 256) {
                throw Errors.validation("One or more parameter values were invalid: "
                        + "Tag keys must be 1 to 128 characters and values at most 256 characters");
            }
        }
        if (tags.size() > 50) {
            throw Errors.validation("One or more parameter values were invalid: "
                    + "The number of tags on a resource may not exceed 50");
        }
    }

    /** Tags a table that CreateTable made with the tags it was given (checked by {@link #checkTags}). */
    void attach(Table table, List<Tag> tags) {
        Map<String, String> attached = tagsOf(table);
        synchronized (attached) {
            tags.forEach(tag -> attached.put(tag.key(), tag.value()));
        }
    }

    private Map<String, String> tagsOf(Table table) {
        return tagsByTableId.computeIfAbsent(table.schema().id(), id -> new TreeMap<>());
    }

    private Table table(String arn, SdkRequest request) {
        Table table = db.find(arn, request);
        if (table == null) {
            // DynamoDB's own spelling
            throw Errors.resourceNotFound("Requested resource not found: ResourcArn: " + arn + " not found");
        }
        return table;
    }

    private static void checkArn(String arn) {
        if (arn == null) {
            throw Errors.constraint(null, "resourceArn", "Member must not be null");
        }
        TableNames.arn(arn);
    }
}
