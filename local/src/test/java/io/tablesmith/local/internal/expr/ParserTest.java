package io.tablesmith.local.internal.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

class ParserTest {
    private static final Map<String, AttributeValue> VALUES = Map.of(":v", AttributeValue.fromN("1"),
            ":incr", AttributeValue.fromN("1"), ":s", AttributeValue.fromS("x"));

    private static ExpressionContext context() {
        return new ExpressionContext(Map.of("#n", "name", "#a", "a.b"), VALUES);
    }

    private static String updateError(String expression) {
        try {
            Parser.update(expression, context());
        } catch (DynamoDbException e) {
            return e.awsErrorDetails().errorMessage();
        }
        throw new AssertionError("no error for " + expression);
    }

    private static String conditionError(String expression) {
        try {
            Parser.condition("ConditionExpression", expression, context());
        } catch (DynamoDbException e) {
            return e.awsErrorDetails().errorMessage();
        }
        throw new AssertionError("no error for " + expression);
    }

    @Test
    void syntaxErrorsQuoteTheTokenAndItsNeighbours() {
        assertThat(updateError("ADD hits : incr"))
                .isEqualTo("Invalid UpdateExpression: Syntax error; token: \":\", near: \"hits : incr\"");
        assertThat(updateError("INVALID SYNTAX HERE"))
                .isEqualTo("Invalid UpdateExpression: Syntax error; token: \"INVALID\", near: \"INVALID SYNTAX\"");
        assertThat(updateError("SET a = :v, #, b = :v"))
                .isEqualTo("Invalid UpdateExpression: Syntax error; token: \"#\", near: \", #,\"");
        assertThat(conditionError("a = :v AND"))
                .isEqualTo("Invalid ConditionExpression: Syntax error; token: \"<EOF>\", near: \"AND\"");
        assertThat(conditionError("a @ :v"))
                .isEqualTo("Invalid ConditionExpression: Syntax error; token: \"@\", near: \"a @ :v\"");
    }

    @Test
    void documentPathsResolveNamesAndIndexes() {
        Ast.Condition c = Parser.condition("ConditionExpression", "#n.x[3][0].#a = :v", context());
        Ast.Comparison cmp = (Ast.Comparison) c;
        assertThat(((Ast.PathOperand) cmp.left()).path().elements()).containsExactly("name", "x", 3, 0, "a.b");
        assertThat(((Ast.PathOperand) cmp.left()).path().render()).isEqualTo("[name, x, [3], [0], a.b]");
    }

    @Test
    void precedenceIsNotThenAndThenOr() {
        Ast.Condition c = Parser.condition("ConditionExpression", "NOT a = :v OR b = :v AND c = :v", context());
        assertThat(c).isInstanceOf(Ast.Or.class);
        Ast.Or or = (Ast.Or) c;
        assertThat(or.left()).isInstanceOf(Ast.Not.class);
        assertThat(or.right()).isInstanceOf(Ast.And.class);
    }

    @Test
    void keywordsAreCaseInsensitiveButFunctionsAreNot() {
        Parser.condition("ConditionExpression", "a between :v and :v or b in (:v) and not c = :v", context());
        assertThat(conditionError("BEGINS_WITH(a, :s)"))
                .isEqualTo("Invalid ConditionExpression: Invalid function name; function: BEGINS_WITH");
    }

    @Test
    void updateClausesAreCollected() {
        Ast.Update u = Parser.update("SET a = a + :v, b = if_not_exists(b, :v) REMOVE c[1] ADD d :v DELETE e :ss",
                new ExpressionContext(null, Map.of(":v", AttributeValue.fromN("1"),
                        ":ss", AttributeValue.fromSs(List.of("x")))));
        assertThat(u.sets()).hasSize(2);
        assertThat(u.sets().get(0).value()).isInstanceOf(Ast.Arithmetic.class);
        assertThat(u.sets().get(1).value()).isInstanceOf(Ast.IfNotExists.class);
        assertThat(u.removes()).hasSize(1);
        assertThat(u.adds()).hasSize(1);
        assertThat(u.deletes()).hasSize(1);
        assertThat(u.paths()).hasSize(5);
    }

    @Test
    void projectionsCheckOverlaps() {
        assertThat(Parser.projection("a, b.c, d[1]", context())).hasSize(3);
        assertThatThrownBy(() -> Parser.projection("a, a.b", context()))
                .hasMessageContaining("Invalid ProjectionExpression: Two document paths overlap with each other; "
                        + "must remove or rewrite one of these paths; path one: [a], path two: [a, b]");
        assertThatThrownBy(() -> Parser.projection("a, status", context()))
                .hasMessageContaining("Invalid ProjectionExpression: Attribute name is a reserved keyword; reserved "
                        + "keyword: status");
    }

    @Test
    void reservedWordListIsDynamoDbs() {
        assertThat(ReservedWords.count()).isGreaterThan(570);
        assertThat(ReservedWords.isReserved("Status")).isTrue();
        assertThat(ReservedWords.isReserved("ttl")).isTrue();
        assertThat(ReservedWords.isReserved("pk")).isFalse();
    }

    @Test
    void placeholderMapsAreValidated() {
        assertThatThrownBy(() -> new ExpressionContext(Map.of(), null))
                .hasMessageContaining("ExpressionAttributeNames must not be empty");
        assertThatThrownBy(() -> new ExpressionContext(null, Map.of()))
                .hasMessageContaining("ExpressionAttributeValues must not be empty");
        assertThatThrownBy(() -> new ExpressionContext(null, Map.of("v", AttributeValue.fromN("1"))))
                .hasMessageContaining("ExpressionAttributeValues contains invalid key: Syntax error; key: \"v\"");
    }
}
