package io.tablesmith.local.internal.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/** The constraints read from DynamoDB's model, and the messages made from them. */
class ModelValidatorTest {

    @Test
    void everyConstrainedMemberIsOneTheSdksModelClassesHave() throws Exception {
        List<String> unknown = new ArrayList<>();
        int checked = 0;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                MemberConstraints.class.getResourceAsStream("constraints.txt"), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith("#")) {
                    continue;
                }
                String[] words = line.split(" ");
                Class<?> type;
                try {
                    type = Class.forName("software.amazon.awssdk.services.dynamodb.model." + words[0]);
                } catch (ClassNotFoundException e) {
                    continue; // a shape only the service's own answers use
                }
                SdkPojo pojo = (SdkPojo) type.getMethod("builder").invoke(null);
                boolean found = pojo.sdkFields().stream().map(SdkField::locationName).anyMatch(words[1]::equals);
                if (!found) {
                    unknown.add(words[0] + "." + words[1]);
                }
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(150);
        assertThat(unknown).isEmpty();
    }

    @Test
    void everyBrokenConstraintIsReportedInTheModelsOrder() {
        ScanRequest scan = ScanRequest.builder().tableName("").indexName("a!").limit(0).segment(-1).totalSegments(0)
                .build();

        assertThat(ModelValidator.violations(scan).message()).isEqualTo("6 validation errors detected: "
                + "Value '' at 'tableName' failed to satisfy constraint: Member must have length greater than or equal to 1; "
                + "Value 'a!' at 'indexName' failed to satisfy constraint: Member must satisfy regular expression "
                + "pattern: [a-zA-Z0-9_.-]+; "
                + "Value 'a!' at 'indexName' failed to satisfy constraint: Member must have length greater than or equal to 3; "
                + "Value '0' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1; "
                + "Value '0' at 'totalSegments' failed to satisfy constraint: Member must have value greater than or equal to 1; "
                + "Value '-1' at 'segment' failed to satisfy constraint: Member must have value greater than or equal to 0");
    }

    @Test
    void valuesAreQuotedAsDynamoDbsJavaObjectsPrintThemselves() {
        KeySchemaElement element = KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build();

        assertThat(JavaStyle.render(List.of(element, KeySchemaElement.builder().build())))
                .isEqualTo("[KeySchemaElement(attributeName=pk, keyType=HASH), KeySchemaElement(attributeName=null, "
                        + "keyType=null)]");
        assertThat(JavaStyle.render(Map.of("t", List.of(1, 2)))).isEqualTo("{t=[1, 2]}");
        assertThat(JavaStyle.render(AttributeValue.fromN("7"))).isEqualTo("AttributeValue(s=null, n=7, b=null, sS=null, "
                + "nS=null, bS=null, m=null, l=null, bOOL=null, nULL=null)");
        assertThat(JavaStyle.render(CreateTableRequest.builder().tableName("t").build())).startsWith(
                "CreateTableRequest(attributeDefinitions=null, tableName=t, keySchema=null, ");
    }

    @Test
    void pathsNameListElementsFromOneAndMapValuesByKey() {
        MemberPath path = MemberPath.of("GlobalSecondaryIndexes").element(0).field("KeySchema").element(1)
                .field("KeyType");

        assertThat(path.camelNames()).isEqualTo("globalSecondaryIndexes.1.member.keySchema.2.member.keyType");
        assertThat(MemberPath.of("RequestItems").value("jobs").field("Keys").modelNames())
                .isEqualTo("RequestItems.jobs.member.Keys");
    }
}
