package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.ItemSize;
import io.tablesmith.local.internal.StoredItem;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.expr.Ast;
import io.tablesmith.local.internal.expr.ConditionEvaluator;
import io.tablesmith.local.internal.expr.ExpressionContext;
import io.tablesmith.local.internal.expr.Parser;
import io.tablesmith.local.internal.expr.Paths;
import io.tablesmith.local.internal.validation.ModelValidator;
import io.tablesmith.local.internal.vector.SearchConditions;
import io.tablesmith.local.internal.vector.VectorIndexDef;
import io.tablesmith.local.internal.vector.VectorIndexStore;
import io.tablesmith.local.internal.vector.VectorSearch;
import io.tablesmith.local.internal.vector.VectorValues;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.SearchResultItem;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;
import software.amazon.awssdk.services.dynamodb.model.VectorCapacity;

/**
 * SearchVectors: the exact {@code TopK} nearest neighbours of the SearchVector among the items of a vector
 * index that satisfy the SearchConditionExpression, nearest first, each with its score and the attributes the
 * index projects (narrowed by the ProjectionExpression).
 *
 * <p>Checked in this order: the request's members (TableName, IndexName, SearchVector and TopK present, TopK
 * from 1 to 100, ReturnConsumedCapacity in its enum), its expressions (syntax, placeholders), the table and
 * the index, the SearchVector against the index's dimensions, then the SearchConditionExpression against the
 * index's SearchSchema ({@link SearchConditions}).
 */
public final class SearchVectorsOperation {
    /** The TopK values DynamoDB accepts. */
    static final int MIN_TOP_K = 1;
    static final int MAX_TOP_K = 100;
    private static final Pattern INDEX_NAME = Pattern.compile("[a-zA-Z0-9_.-]+");
    private static final int FLOAT_BYTES = 4;

    private final Database db;

    public SearchVectorsOperation(Database db) {
        this.db = db;
    }

    public SearchVectorsResponse searchVectors(SearchVectorsRequest r) {
        ModelValidator.check(r);
        TableOperations.checkItemTableName(r.tableName());
        checkMembers(r);
        CapacityTally.of(r.returnConsumedCapacity(), r.returnConsumedCapacityAsString());
        Map<String, String> names = ItemOperations.names(r.hasExpressionAttributeNames(), r.expressionAttributeNames());
        Map<String, AttributeValue> values = ItemOperations.values(r.hasExpressionAttributeValues(),
                r.expressionAttributeValues());
        Expressions.checkParameters(names, values, null, null, null, r.searchConditionExpression(),
                r.projectionExpression(), "SearchConditionExpression");
        Ast.Condition condition = null;
        List<Ast.Path> projection = null;
        if (names != null || values != null || r.searchConditionExpression() != null
                || r.projectionExpression() != null) {
            ExpressionContext context = new ExpressionContext(names, values);
            if (r.searchConditionExpression() != null) {
                condition = Parser.condition("SearchConditionExpression", r.searchConditionExpression(), context);
            }
            if (r.projectionExpression() != null) {
                projection = Parser.projection(r.projectionExpression(), context);
            }
            context.checkAllUsed();
        }
        Ast.Condition filter = condition;
        List<Ast.Path> paths = projection;
        return db.read(() -> {
            Table table = db.table(r.tableName(), r);
            VectorIndexStore store = table.vectors().store(r.indexName());
            if (store == null) {
                throw Errors.validation("The table does not have the specified index: " + r.indexName());
            }
            VectorIndexDef index = store.definition();
            float[] query = VectorValues.query(index, r.searchVector());
            SearchConditions.check(filter, index);
            Predicate<StoredItem> accept = filter == null ? null : item -> ConditionEvaluator.matches(filter, item);
            VectorSearch.Hit[] hits = store.search(query, r.topK(), accept);
            List<SearchResultItem> results = new ArrayList<>(hits.length);
            long returnedBytes = 0;
            for (VectorSearch.Hit hit : hits) {
                Map<String, AttributeValue> item = paths == null ? hit.item() : Paths.project(hit.item(), paths);
                returnedBytes += ItemSize.of(item);
                results.add(SearchResultItem.builder().item(item).score(hit.score()).build());
            }
            SearchVectorsResponse.Builder response = SearchVectorsResponse.builder().searchResults(results);
            ReturnConsumedCapacity mode = r.returnConsumedCapacity();
            if (mode == ReturnConsumedCapacity.TOTAL || mode == ReturnConsumedCapacity.INDEXES) {
                response.consumedCapacity(VectorCapacity.builder()
                        .vectorSearchRequestBytes(searchBytes(index, hits.length, returnedBytes)).build());
            }
            return response.build();
        });
    }

    /**
     * The VectorSearchRequestBytes LocalDynamoDb reports: the query vector and each result's vector at 4 bytes
     * a dimension, plus the size of the items returned. DynamoDB meters what its approximate search examines,
     * which an exact search has no counterpart for; this keeps the documented shape (grows with the
     * dimensions, TopK and the projection, not with the number of items) and is the same on every run.
     */
    static double searchBytes(VectorIndexDef index, int results, long returnedBytes) {
        return (double) FLOAT_BYTES * index.dimensions() * (1 + results) + returnedBytes;
    }

    private static void checkMembers(SearchVectorsRequest r) {
        if (r.indexName() == null) {
            throw Errors.constraint(null, "indexName", "Member must not be null");
        }
        if (r.indexName().length() < 3 || r.indexName().length() > 255) {
            throw Errors.constraint(r.indexName(), "indexName", r.indexName().length() < 3
                    ? "Member must have length greater than or equal to 3"
                    : "Member must have length less than or equal to 255");
        }
        if (!INDEX_NAME.matcher(r.indexName()).matches()) {
            throw Errors.constraint(r.indexName(), "indexName",
                    "Member must satisfy regular expression pattern: " + INDEX_NAME.pattern());
        }
        if (!r.hasSearchVector()) {
            throw Errors.constraint(null, "searchVector", "Member must not be null");
        }
        if (r.topK() == null) {
            throw Errors.constraint(null, "topK", "Member must not be null");
        }
        if (r.topK() < MIN_TOP_K || r.topK() > MAX_TOP_K) {
            throw Errors.validation("Provided TopK value is out of valid range");
        }
    }
}
