package io.tablesmith.releasecheck;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** The checksum files Central takes beside each file: md5 and sha1 required, sha256 and sha512 accepted. */
public enum Digest {
    MD5("md5", "MD5", true),
    SHA1("sha1", "SHA-1", true),
    SHA256("sha256", "SHA-256", false),
    SHA512("sha512", "SHA-512", false);

    private final String extension;
    private final String algorithm;
    private final boolean required;

    Digest(String extension, String algorithm, boolean required) {
        this.extension = extension;
        this.algorithm = algorithm;
        this.required = required;
    }

    /** The checksum file's name for a file: {@code name.md5}. */
    public String fileFor(String name) {
        return name + "." + extension;
    }

    /** Whether Central rejects a file without this checksum beside it. */
    public boolean required() {
        return required;
    }

    /** The lower-case hex digest, as the checksum file holds it. */
    public String hex(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK always has " + algorithm, e);
        }
    }

    /** Whether a file name is a checksum file of any kind. */
    public static boolean isChecksumFile(String name) {
        for (Digest digest : values()) {
            if (name.endsWith("." + digest.extension)) {
                return true;
            }
        }
        return false;
    }
}
