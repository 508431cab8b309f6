package io.tablesmith.releasecheck;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Locale;

import org.bouncycastle.bcpg.ArmoredOutputStream;
import org.bouncycastle.bcpg.HashAlgorithmTags;
import org.bouncycastle.bcpg.PublicKeyAlgorithmTags;
import org.bouncycastle.bcpg.PublicKeyPacket;
import org.bouncycastle.bcpg.sig.KeyFlags;
import org.bouncycastle.crypto.generators.RSAKeyPairGenerator;
import org.bouncycastle.crypto.params.RSAKeyGenerationParameters;
import org.bouncycastle.openpgp.PGPException;
import org.bouncycastle.openpgp.PGPKeyRing;
import org.bouncycastle.openpgp.PGPKeyRingGenerator;
import org.bouncycastle.openpgp.PGPPublicKey;
import org.bouncycastle.openpgp.PGPPublicKeyRing;
import org.bouncycastle.openpgp.PGPSecretKey;
import org.bouncycastle.openpgp.PGPSecretKeyRing;
import org.bouncycastle.openpgp.PGPSecretKeyRingCollection;
import org.bouncycastle.openpgp.PGPSignature;
import org.bouncycastle.openpgp.PGPSignatureSubpacketGenerator;
import org.bouncycastle.openpgp.PGPUtil;
import org.bouncycastle.openpgp.operator.bc.BcKeyFingerprintCalculator;
import org.bouncycastle.openpgp.operator.bc.BcPGPContentSignerBuilder;
import org.bouncycastle.openpgp.operator.bc.BcPGPDigestCalculatorProvider;
import org.bouncycastle.openpgp.operator.bc.BcPGPKeyPair;

/**
 * The OpenPGP key the release profile signs with, prepared before anything is signed.
 *
 * <p>With the environment variable {@value #KEY_VARIABLE} set (an armored secret key, as for a real
 * release), that key signs: only its public part is written, for the bundle check. Otherwise a
 * throwaway RSA key is generated into the folder, unencrypted and valid for one day, so that the
 * check can sign and verify a bundle on any machine; it is never the key of a real release, and it
 * is made anew by every build. The variable has a name of its own, not maven-gpg-plugin's usual
 * {@code MAVEN_GPG_KEY}, so that a key someone keeps in their environment for another project never
 * signs a check build by accident.
 *
 * <p>The parent pom runs this file with {@code java -cp <BouncyCastle jars> SigningKey.java <folder>}
 * (Java's single-file launch, before any module is compiled), so it uses the JDK and BouncyCastle
 * only.
 */
public final class SigningKey {

    /** The environment variable that holds a real release's armored secret key. */
    public static final String KEY_VARIABLE = "TABLESMITH_SIGNING_KEY";
    /** The throwaway key's secret part, which maven-gpg-plugin's BouncyCastle signer reads. */
    public static final String THROWAWAY_SECRET_FILE = "throwaway-secret.asc";
    /** The signing key's public part, which the bundle check verifies every signature with. */
    public static final String PUBLIC_FILE = "public.asc";

    private static final int RSA_BITS = 3072;
    private static final long THROWAWAY_VALIDITY_SECONDS = 24 * 60 * 60;

    private final PGPSecretKeyRing secret;
    private final boolean throwaway;

    private SigningKey(PGPSecretKeyRing secret, boolean throwaway) {
        this.secret = secret;
        this.throwaway = throwaway;
    }

    /** Argument: the folder to write the key files to. */
    public static void main(String[] args) throws IOException, PGPException {
        if (args.length != 1) {
            throw new IllegalArgumentException("expected: the folder to write the signing key to");
        }
        SigningKey key = prepare(Path.of(args[0]), System.getenv(KEY_VARIABLE));
        System.out.println(key.throwaway
                ? "Throwaway signing key for the release check: " + key.fingerprint() + " (set " + KEY_VARIABLE
                        + " to sign with a real key)"
                : "Release signing key from " + KEY_VARIABLE + ": " + key.fingerprint());
    }

    /**
     * Writes {@value #PUBLIC_FILE} into {@code folder}, and {@value #THROWAWAY_SECRET_FILE} (readable
     * by its owner only) when no key is given: {@code armoredKey} is the environment variable's
     * value, or null.
     */
    public static SigningKey prepare(Path folder, String armoredKey) throws IOException, PGPException {
        Files.createDirectories(folder);
        Path secretFile = folder.resolve(THROWAWAY_SECRET_FILE);
        Files.deleteIfExists(secretFile);
        SigningKey key;
        if (armoredKey != null && !armoredKey.isBlank()) {
            key = fromArmored(armoredKey.getBytes(StandardCharsets.UTF_8));
        } else {
            key = generateThrowaway("Tablesmith release check (throwaway key, never used for a release)");
            Files.createFile(secretFile, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.write(secretFile, key.armoredSecret());
        }
        Files.write(folder.resolve(PUBLIC_FILE), key.armoredPublic());
        return key;
    }

    /**
     * A new 3072-bit RSA key (what {@code gpg --gen-key} makes) that may sign and certify,
     * unencrypted, expiring one day after its creation.
     */
    public static SigningKey generateThrowaway(String userId) throws PGPException {
        return generateThrowaway(userId, RSA_BITS);
    }

    /** The same with another key size: tests take smaller keys, which are quicker to make. */
    static SigningKey generateThrowaway(String userId, int rsaBits) throws PGPException {
        RSAKeyPairGenerator generator = new RSAKeyPairGenerator();
        generator.init(new RSAKeyGenerationParameters(BigInteger.valueOf(0x10001), new SecureRandom(), rsaBits, 80));
        BcPGPKeyPair pair = new BcPGPKeyPair(PublicKeyPacket.VERSION_4, PublicKeyAlgorithmTags.RSA_GENERAL,
                generator.generateKeyPair(), new Date());
        PGPSignatureSubpacketGenerator hashed = new PGPSignatureSubpacketGenerator();
        hashed.setKeyFlags(false, KeyFlags.SIGN_DATA | KeyFlags.CERTIFY_OTHER);
        hashed.setPreferredHashAlgorithms(false, new int[] {HashAlgorithmTags.SHA512, HashAlgorithmTags.SHA256});
        hashed.setKeyExpirationTime(false, THROWAWAY_VALIDITY_SECONDS);
        PGPKeyRingGenerator rings = new PGPKeyRingGenerator(PGPSignature.POSITIVE_CERTIFICATION, pair, userId,
                new BcPGPDigestCalculatorProvider().get(HashAlgorithmTags.SHA1), hashed.generate(), null,
                new BcPGPContentSignerBuilder(PublicKeyAlgorithmTags.RSA_GENERAL, HashAlgorithmTags.SHA512), null);
        return new SigningKey(rings.generateSecretKeyRing(), true);
    }

    /** The first secret key ring in an armored or binary transferable secret key. */
    public static SigningKey fromArmored(byte[] material) throws IOException, PGPException {
        try (InputStream in = PGPUtil.getDecoderStream(new ByteArrayInputStream(material))) {
            PGPSecretKeyRingCollection rings = new PGPSecretKeyRingCollection(in, new BcKeyFingerprintCalculator());
            if (!rings.getKeyRings().hasNext()) {
                throw new IllegalArgumentException(KEY_VARIABLE + " holds no secret key");
            }
            return new SigningKey(rings.getKeyRings().next(), false);
        }
    }

    /** Whether this key was generated here, for a check, rather than handed in. */
    public boolean throwaway() {
        return throwaway;
    }

    /** The secret key ring, for signing. */
    public PGPSecretKeyRing secretRing() {
        return secret;
    }

    /** The public key ring: every public key of the secret ring, with its user ids and certifications. */
    public PGPPublicKeyRing publicRing() {
        List<PGPPublicKey> keys = new ArrayList<>();
        for (PGPSecretKey key : secret) {
            keys.add(key.getPublicKey());
        }
        return new PGPPublicKeyRing(keys);
    }

    /** The primary key's fingerprint, in upper-case hex, as gpg prints it. */
    public String fingerprint() {
        StringBuilder hex = new StringBuilder();
        for (byte b : secret.getPublicKey().getFingerprint()) {
            hex.append(String.format(Locale.ROOT, "%02X", b));
        }
        return hex.toString();
    }

    /** The secret key ring, ASCII-armored (the TSK format maven-gpg-plugin's BouncyCastle signer reads). */
    public byte[] armoredSecret() throws IOException {
        return armored(secret);
    }

    /** The public key ring, ASCII-armored, as {@code gpg --armor --export} writes it. */
    public byte[] armoredPublic() throws IOException {
        return armored(publicRing());
    }

    private static byte[] armored(PGPKeyRing ring) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (OutputStream armor = new ArmoredOutputStream(bytes)) {
            ring.encode(armor);
        }
        return bytes.toByteArray();
    }
}
