// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal smart account for sign-in tests (issue 14): ERC-1271 says a signature is valid when
/// its owner signed the hash. Nothing else: it holds and moves nothing.
contract SandboxSmartAccount {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// ERC-1271: 0x1626ba7e when `signature` (65 bytes r, s, v) is the owner's signature of `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys smart accounts at CREATE2 addresses known in advance: an ERC-6492 signature names this
/// factory and the call that would deploy the account.
contract SandboxSmartAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new SandboxSmartAccount{salt: salt}(owner));
    }
}
