package io.tablesmith.releasecheck;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.bouncycastle.openpgp.PGPException;
import org.bouncycastle.openpgp.PGPPublicKey;
import org.bouncycastle.openpgp.PGPPublicKeyRing;
import org.bouncycastle.openpgp.PGPPublicKeyRingCollection;
import org.bouncycastle.openpgp.PGPSignature;
import org.bouncycastle.openpgp.PGPSignatureList;
import org.bouncycastle.openpgp.PGPUtil;
import org.bouncycastle.openpgp.bc.BcPGPObjectFactory;
import org.bouncycastle.openpgp.operator.bc.BcKeyFingerprintCalculator;
import org.bouncycastle.openpgp.operator.bc.BcPGPContentVerifierBuilderProvider;

/** Verifies detached OpenPGP signatures ({@code .asc}) against the publisher's public keys. */
public final class Signatures {

    private final PGPPublicKeyRingCollection keys;

    private Signatures(PGPPublicKeyRingCollection keys) {
        this.keys = keys;
    }

    /** The public keys of an armored (or binary) export, as {@code gpg --armor --export} writes it. */
    public static Signatures fromPublicKeys(byte[] material) throws IOException {
        try (InputStream in = PGPUtil.getDecoderStream(new ByteArrayInputStream(material))) {
            PGPPublicKeyRingCollection keys = new PGPPublicKeyRingCollection(in, new BcKeyFingerprintCalculator());
            if (keys.size() == 0) {
                throw new IllegalArgumentException("no public key in the key file");
            }
            return new Signatures(keys);
        } catch (PGPException e) {
            throw new IllegalArgumentException("not an OpenPGP public key: " + e.getMessage(), e);
        }
    }

    /** Why {@code signature} is not a valid signature of {@code content} by one of the keys; empty if it is. */
    public Optional<String> problem(byte[] content, byte[] signature) {
        PGPSignature found;
        try (InputStream in = PGPUtil.getDecoderStream(new ByteArrayInputStream(signature))) {
            Object object = new BcPGPObjectFactory(in).nextObject();
            if (!(object instanceof PGPSignatureList list) || list.isEmpty()) {
                return Optional.of("is not an OpenPGP signature");
            }
            found = list.get(0);
        } catch (IOException e) {
            return Optional.of("is not an OpenPGP signature (" + e.getMessage() + ")");
        }
        try {
            PGPPublicKey key = keys.getPublicKey(found.getKeyID());
            if (key == null) {
                return Optional.of("is made by key " + keyId(found.getKeyID()) + ", not by the release key "
                        + knownKeys());
            }
            found.init(new BcPGPContentVerifierBuilderProvider(), key);
            found.update(content);
            return found.verify() ? Optional.empty()
                    : Optional.of("does not verify: the file is not the one that was signed");
        } catch (PGPException e) {
            return Optional.of("cannot be verified: " + e.getMessage());
        }
    }

    private String knownKeys() {
        List<String> ids = new ArrayList<>();
        for (PGPPublicKeyRing ring : keys) {
            ids.add(keyId(ring.getPublicKey().getKeyID()));
        }
        return String.join(", ", ids);
    }

    private static String keyId(long id) {
        return String.format(Locale.ROOT, "%016X", id);
    }
}
