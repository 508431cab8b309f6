package vector;

import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.PageTokens;
import io.tablesmith.RequestOptions;
import io.tablesmith.condition.Condition;
import io.tablesmith.internal.RepositoryCore;
import io.tablesmith.internal.VectorIndexDescriptor;
import io.tablesmith.transaction.TransactionTarget;
import io.tablesmith.transaction.TransactionalRepository;
import io.tablesmith.vector.SimilarityQuery;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Note} items (entity type {@code NOTE}) in one DynamoDB table.
 * <p>Every method is one request or a short run of them; none scans the table.
 * <p>The batch methods ({@code putAll}, {@code deleteAll}, {@code getAll}) send 25 writes or 100 keys
 * a request, retry what DynamoDB leaves unprocessed as the {@link BatchOptions} say, and when the
 * retries run out throw {@link io.tablesmith.BatchIncompleteException}, which lists exactly what was not done.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class NoteRepository implements TransactionalRepository<Note> {
  private static final VectorIndexDescriptor VECTOR_SIMILAR_TO = VectorIndexDescriptor.of("similarTo", "notesByMeaning", "meaning", 3);

  private final RepositoryCore<Note> core;

  /**
   * @param client any DynamoDB client; region, endpoint and credentials are the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public NoteRepository(DynamoDbClient client, String tableName) {
    this.core = new RepositoryCore<>(client, tableName, NoteSchema.INSTANCE, NoteSchema.Descriptors.DESCRIPTOR);
  }

  private NoteRepository(RepositoryCore<Note> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says: for example
   * {@code PageTokens.encrypted(key)}, so that clients can neither read nor forge them.
   * Tokens issued under other settings are refused.
   */
  public NoteRepository withPageTokens(PageTokens tokens) {
    return new NoteRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options} (added to those of its client):
   * the consumed capacity to ask for, timeouts per access pattern, observers. For one call, use the
   * returned repository for that call.
   */
  public NoteRepository withRequestOptions(RequestOptions options) {
    return new NoteRepository(this.core.withRequestOptions(options));
  }

  /**
   * Stores a new Note; the write is conditional on no item having its key.
   *
   * @return {@code note}
   * @throws io.tablesmith.DuplicateItemException when an item with this key exists
   */
  public Note create(Note note) {
    return this.core.create(note);
  }

  /**
   * Stores a Note whether or not an item has its key (an upsert), never over another entity's item.
   *
   * @return {@code note}
   */
  public Note put(Note note) {
    return this.core.put(note);
  }

  /**
   * Overwrites the stored Note with this key; the write is conditional on the item existing.
   *
   * @return {@code note}
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   */
  public Note replace(Note note) {
    return this.core.replace(note);
  }

  /**
   * Access pattern: get one Note by its key (an eventually consistent read).
   */
  public Optional<Note> get(String id) {
    return this.core.get(NoteKeys.key(id), false);
  }

  /**
   * Access pattern: get one Note by its key with a strongly consistent read (twice the read cost).
   */
  public Optional<Note> getConsistent(String id) {
    return this.core.get(NoteKeys.key(id), true);
  }

  /**
   * Deletes the Note with this key, if there is one.
   *
   * @return the deleted item, or empty when there was none
   */
  public Optional<Note> delete(String id) {
    return this.core.delete(NoteKeys.key(id));
  }

  /**
   * Access pattern: bulk write. Stores every Note whether or not an item has its key, like
   * {@link #put} for each, with {@code BatchWriteItem} (25 a request, one after the other).
   * A batch write carries no condition: what keeps it to Note items is the key, built from this
   * entity's template (an item another program stored under such a key is not checked).
   * Of several records with one key the last wins. Every key is built before the first
   * request, so a bad record fails the call before anything is written.
   *
   * @param notes the records; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not written ({@code unwrittenRecords}); all others were written
   */
  public void putAll(Collection<Note> notes) {
    core.putAll(notes);
  }

  /**
   * Access pattern: bulk delete by key. Deletes the Note of every key, with
   * {@code BatchWriteItem} (25 a request, one after the other). Build the keys with
   * {@link NoteKeys#key}. A key given twice is deleted once; a key without an item is no error.
   *
   * @param keys the keys; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not deleted ({@code keys}); all others were deleted
   */
  public void deleteAll(Collection<ItemKey<Note>> keys) {
    core.deleteAll(keys);
  }

  /**
   * Access pattern: get many Note items by key (eventually consistent reads),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link NoteKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Note> getAll(Collection<ItemKey<Note>> keys) {
    return core.getAll(keys, false);
  }

  /**
   * Access pattern: get many Note items by key with strongly consistent reads (twice the read cost),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link NoteKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Note> getAllConsistent(Collection<ItemKey<Note>> keys) {
    return core.getAll(keys, true);
  }

  /**
   * A repository on the same client and table whose batch methods retry as {@code options} say;
   * this one keeps its own ({@link BatchOptions#defaults()} unless set).
   *
   * @param options attempts per request and the bounds of the waits between them
   * @return a new repository; both can be used at once
   */
  public NoteRepository withBatchOptions(BatchOptions options) {
    return new NoteRepository(core.withBatchOptions(options));
  }

  /**
   * Starts a typed update of the Note with this key; nothing is sent until {@code execute()}:
   * {@code update(id).removeText().execute()}.
   *
   * @throws io.tablesmith.InvalidKeyException when a key component is null or empty
   */
  public NoteUpdate update(String id) {
    return new NoteUpdate(this.core.updates(), id);
  }

  /**
   * Stores a new Note, or overwrites the stored one only if {@code condition} holds for it (for example an
   * expired lease); one conditional write.
   *
   * @return the record as stored
   * @throws io.tablesmith.ConditionFailedException when an item with this key exists and the condition does not hold for it
   */
  public Note create(Note note, Condition<Note> condition) {
    return this.core.updates().create(note, condition);
  }

  /**
   * Overwrites the stored Note with this key only if {@code condition} holds for it.
   *
   * @return the record as stored
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Note replace(Note note, Condition<Note> condition) {
    return this.core.updates().replace(note, condition);
  }

  /**
   * Deletes the Note with this key only if {@code condition} holds for it.
   *
   * @return the deleted item
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Note delete(String id, Condition<Note> condition) {
    return this.core.updates().delete(NoteKeys.key(id), condition);
  }

  /**
   * Access pattern: transactions. What a {@link io.tablesmith.transaction.Transaction} needs to write and read Note items
   * in this repository's table: pass the repository itself, e.g.
   * {@code Transaction.write(client).create(repository, record).execute()}.
   */
  @Override
  public TransactionTarget<Note> transactionTarget() {
    return this.core.transactionTarget();
  }

  /**
   * Access pattern: the Note records whose {@code meaning} is nearest {@code vector}, by vector index
   * {@code notesByMeaning} (COSINE, 3 dimensions), nearest first. Set how many with {@code topK} (10 unless set)
   * and filter with {@code where} (this index has no filters); {@code execute} sends one {@code SearchVectors} request.
   *
   * @param vector a vector of 3 floats
   * @throws io.tablesmith.vector.VectorDimensionException when {@code vector} has another length
   */
  public SimilarityQuery<Note> similarTo(float[] vector) {
    return this.core.similarTo(VECTOR_SIMILAR_TO, vector, null, null);
  }
}
