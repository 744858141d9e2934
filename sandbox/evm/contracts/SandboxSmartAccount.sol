// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal smart account: ERC-1271 says a signature is valid when its owner
/// signed the hash; the owner moves its funds and calls contracts through `execute`. It holds ETH
/// and tokens like any address. `executeBatch` makes several calls in one transaction, all or none
/// (SPEC.md §6 wallet_sendCalls executed atomically).
contract SandboxSmartAccount {
    address public immutable owner;

    /// One call of a batch: `to` with `value` and `data`.
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    /// The owner's call `to` with `value` and `data`, made by this account; a revert is passed on.
    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory result) {
        require(msg.sender == owner, "not the owner");
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    /// The owner's calls, made in order by this account in one transaction: a revert in any undoes
    /// them all and is passed on.
    function executeBatch(Call[] calldata calls) external returns (bytes[] memory results) {
        require(msg.sender == owner, "not the owner");
        results = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory result) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) {
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
            results[i] = result;
        }
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
