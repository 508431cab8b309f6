package vector;

import io.tablesmith.internal.TableChanges;
import io.tablesmith.stream.Change;
import io.tablesmith.stream.ChangeCase;
import io.tablesmith.stream.ChangeDecoder;
import io.tablesmith.stream.ChangeInfo;
import io.tablesmith.stream.InternalChange;
import io.tablesmith.stream.UndecodableChange;
import javax.annotation.processing.Generated;

/**
 * Every change of this package's table, from its DynamoDB stream, as one type:
 * {@link NoteChange}, {@link PassageChange}, {@link Internal} for the runtime's own
 * items (queue messages and groups, lease locks, stream checkpoints), and {@link Undecodable} for
 * a record no entity of the table can read, with the reason. Access pattern: reading the table's changes.
 *
 * <p>Decode a record with {@link #of} or {@link #DECODER}: from {@code DynamoDbStreamsClient.getRecords}, from the Kinesis
 * adapter's {@code DynamoDBStreamsClientRecord.getRecord()}, from an AWS Lambda event through {@code tablesmith-lambda}, or
 * let {@code ChangeStreamConsumer} read the stream. Dispatch exhaustively with a {@code switch} over this sealed type (Java 21
 * and later) or with {@link #accept} and a {@link Visitor} (Java 17): a new entity type of the table is a compile error
 * until it is handled.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public sealed interface TablesmithChange {
  /**
   * Decodes one stream record of the table: by the {@code _et} of its images, or by its key when it
   * carries none (a keys-only stream, a removal in a new-image stream). Never throws for a record DynamoDB sends.
   */
  ChangeDecoder<TablesmithChange> DECODER = TableChanges.<TablesmithChange>builder(Internal::new, Undecodable::new)
    .entity(NoteSchema.INSTANCE, NoteSchema.Descriptors.DESCRIPTOR, NoteSchema.INSTANCE::fromImage, NoteChange::new)
    .entity(PassageSchema.INSTANCE, PassageSchema.Descriptors.DESCRIPTOR, PassageSchema.INSTANCE::fromImage, PassageChange::new)
    .build();

  /**
   * The change one stream record reports ({@link #DECODER}).
   */
  static TablesmithChange of(software.amazon.awssdk.services.dynamodb.model.Record record) {
    return DECODER.decode(record);
  }

  /**
   * The record's sequence number, creation time and the stream's view.
   */
  ChangeInfo info();

  /**
   * Calls the visitor's method for this case: exhaustive dispatch without a pattern {@code switch}.
   */
  <R> R accept(Visitor<R> visitor);

  /**
   * A change of a {@link Note} (entity type {@code NOTE}).
   */
  final class NoteChange extends ChangeCase<Change<Note>> implements TablesmithChange {
    /**
     * The case of {@code change}.
     */
    public NoteChange(Change<Note> change) {
      super(change, change.info());
    }

    /**
     * Calls {@link Visitor#onNote}.
     */
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.onNote(change());
    }
  }

  /**
   * A change of a {@link Passage} (entity type {@code PASSAGE}).
   */
  final class PassageChange extends ChangeCase<Change<Passage>> implements TablesmithChange {
    /**
     * The case of {@code change}.
     */
    public PassageChange(Change<Passage> change) {
      super(change, change.info());
    }

    /**
     * Calls {@link Visitor#onPassage}.
     */
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.onPassage(change());
    }
  }

  /**
   * A change of one of the runtime's own items in the table: a queue message, group or counter, a lease lock, a
   * change-stream consumer's checkpoint ({@code change().kind()} says which).
   */
  final class Internal extends ChangeCase<InternalChange> implements TablesmithChange {
    /**
     * The case of {@code change}.
     */
    public Internal(InternalChange change) {
      super(change, change.info());
    }

    /**
     * Calls {@link Visitor#onInternal}.
     */
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.onInternal(change());
    }
  }

  /**
   * A record no entity of the table can read: an unknown {@code _et}, an item without one, an image its record cannot
   * decode, a key no entity can have. {@code change().reason()} says why; the raw images are kept.
   */
  final class Undecodable extends ChangeCase<UndecodableChange> implements TablesmithChange {
    /**
     * The case of {@code change}.
     */
    public Undecodable(UndecodableChange change) {
      super(change, change.info());
    }

    /**
     * Calls {@link Visitor#onUndecodable}.
     */
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.onUndecodable(change());
    }
  }

  /**
   * One method per case of {@link TablesmithChange}: a new entity type of the table adds one, so every
   * visitor has to handle it.
   *
   * @param <R> what the visit returns
   */
  interface Visitor<R> {
    /**
     * A change of a {@link Note}.
     */
    R onNote(Change<Note> change);

    /**
     * A change of a {@link Passage}.
     */
    R onPassage(Change<Passage> change);

    /**
     * A change of one of the runtime's own items.
     */
    R onInternal(InternalChange change);

    /**
     * A record no entity of the table can read.
     */
    R onUndecodable(UndecodableChange change);
  }
}
