package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

class WireCodecTest {

    @Test
    void readsARequestWithEveryAttributeType() {
        String json = """
                {"TableName":"jobs","ReturnValues":"ALL_OLD","Item":{
                  "s":{"S":"caf\\u00e9 \\"q\\" \\\\ \\n 😀"},"n":{"N":"-1.5e3"},"b":{"B":"AAEC/w=="},
                  "t":{"BOOL":true},"z":{"NULL":true},"ss":{"SS":["a","b"]},"ns":{"NS":["1","2"]},
                  "bs":{"BS":["AA=="]},"l":{"L":[{"S":"x"},{"L":[]}]},"m":{"M":{"k":{"N":"1"}}}}}""";

        PutItemRequest request = (PutItemRequest) WireCodec.read(json, PutItemRequest.builder());

        assertThat(request.tableName()).isEqualTo("jobs");
        assertThat(request.returnValues()).isEqualTo(ReturnValue.ALL_OLD);
        Map<String, AttributeValue> item = request.item();
        assertThat(item.get("s").s()).isEqualTo("café \"q\" \\ \n 😀");
        assertThat(item.get("n").n()).isEqualTo("-1.5e3");
        assertThat(item.get("b").b()).isEqualTo(SdkBytes.fromByteArray(new byte[] {0, 1, 2, (byte) 0xff}));
        assertThat(item.get("t").bool()).isTrue();
        assertThat(item.get("z").nul()).isTrue();
        assertThat(item.get("ss").ss()).containsExactly("a", "b");
        assertThat(item.get("ns").ns()).containsExactly("1", "2");
        assertThat(item.get("bs").bs()).containsExactly(SdkBytes.fromByteArray(new byte[] {0}));
        assertThat(item.get("l").l()).containsExactly(AttributeValue.fromS("x"), AttributeValue.fromL(List.of()));
        assertThat(item.get("l").l().get(1).hasL()).isTrue();
        assertThat(item.get("m").m()).containsExactly(Map.entry("k", AttributeValue.fromN("1")));
    }

    @Test
    void readsNumbersBooleansAndEnumsOfTheModel() {
        QueryRequest request = (QueryRequest) WireCodec.read(
                "{\"TableName\":\"t\",\"Limit\":25,\"ConsistentRead\":false,\"Select\":\"COUNT\"}",
                QueryRequest.builder());

        assertThat(request.limit()).isEqualTo(25);
        assertThat(request.consistentRead()).isFalse();
        assertThat(request.select()).isEqualTo(Select.COUNT);
    }

    @Test
    void ignoresMembersTheModelDoesNotHaveAndNulls() {
        QueryRequest request = (QueryRequest) WireCodec.read(
                "{\"Future\":{\"a\":[1,true,null,\"x\"]},\"TableName\":\"t\",\"Limit\":null}", QueryRequest.builder());

        assertThat(request.tableName()).isEqualTo("t");
        assertThat(request.limit()).isNull();
    }

    @Test
    void unsetListsAndMapsAreLeftOutButEmptyOnesAreWritten() {
        QueryResponse response = QueryResponse.builder().items(List.of()).count(0).scannedCount(0).build();

        assertThat(WireCodec.write(response)).isEqualTo("{\"Items\":[],\"Count\":0,\"ScannedCount\":0}");
        assertThat(WireCodec.write(GetItemResponse.builder().build())).isEqualTo("{}");
    }

    @Test
    void writesAttributeValuesAsDynamoDbDoes() {
        GetItemResponse response = GetItemResponse.builder().item(Map.of("a", AttributeValue.builder()
                .m(Map.of("b", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 2})))).build()))
                .build();

        assertThat(WireCodec.write(response)).isEqualTo("{\"Item\":{\"a\":{\"M\":{\"b\":{\"B\":\"AQI=\"}}}}}");
        assertThat(WireCodec.write(GetItemResponse.builder()
                .item(Map.of("s", AttributeValue.fromS("tab\t\"q\" \u0001 é"))).build()))
                .isEqualTo("{\"Item\":{\"s\":{\"S\":\"tab\\t\\\"q\\\" \\u0001 é\"}}}");
    }

    @Test
    void writesTimestampsAsEpochSecondsAndEnumsAsTheirNames() {
        DescribeTableResponse response = DescribeTableResponse.builder().table(TableDescription.builder()
                .tableName("t").tableStatus(TableStatus.ACTIVE)
                .creationDateTime(Instant.ofEpochSecond(1_700_000_000L, 250_000_000))
                .keySchema(k -> k.attributeName("pk").keyType(KeyType.HASH)).build()).build();

        assertThat(WireCodec.write(response)).isEqualTo("{\"Table\":{\"TableName\":\"t\",\"KeySchema\":[{"
                + "\"AttributeName\":\"pk\",\"KeyType\":\"HASH\"}],\"TableStatus\":\"ACTIVE\","
                + "\"CreationDateTime\":1700000000.25}}");
    }

    @Test
    void whatItWritesItReadsBack() {
        DescribeTableResponse response = DescribeTableResponse.builder().table(TableDescription.builder()
                .tableName("t").creationDateTime(Instant.ofEpochSecond(1_700_000_000L, 250_000_000))
                .itemCount(12L).build()).build();

        assertThat(WireCodec.read(WireCodec.write(response), DescribeTableResponse.builder())).isEqualTo(response);
    }

    @Test
    void malformedJsonAndWrongTypesAreSerializationErrors() {
        assertThatThrownBy(() -> WireCodec.read("{\"TableName\":", QueryRequest.builder()))
                .isInstanceOf(MalformedRequestException.class).hasMessageContaining("unexpected end of input");
        assertThatThrownBy(() -> WireCodec.read("{\"TableName\":\"t\"} x", QueryRequest.builder()))
                .isInstanceOf(MalformedRequestException.class).hasMessageContaining("after the JSON value");
        assertThatThrownBy(() -> WireCodec.read("{\"Limit\":\"ten\"}", QueryRequest.builder()))
                .isInstanceOf(MalformedRequestException.class).hasMessageContaining("expected a number");
        assertThatThrownBy(() -> WireCodec.read("{\"Limit\":1.5}", QueryRequest.builder()))
                .isInstanceOf(MalformedRequestException.class).hasMessageContaining("Limit is not a valid integer");
        assertThatThrownBy(() -> WireCodec.read("{\"TableName\":7}", QueryRequest.builder()))
                .isInstanceOf(MalformedRequestException.class).hasMessageContaining("expected a string");
        assertThatThrownBy(() -> WireCodec.read("{\"Item\":{\"b\":{\"B\":\"%%\"}}}", PutItemRequest.builder()))
                .isInstanceOf(MalformedRequestException.class).hasMessageContaining("B is not a valid sdk_bytes");
        assertThatThrownBy(() -> WireCodec.read("[]", QueryRequest.builder()))
                .isInstanceOf(MalformedRequestException.class).hasMessageContaining("expected a structure");
    }

    @Test
    void anEmptyBodyIsAnEmptyRequest() {
        assertThat(WireCodec.read("", QueryRequest.builder())).isEqualTo(QueryRequest.builder().build());
    }
}
