// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC1271 {
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4);
}

/// The sandbox's app contract (SPEC.md §6 approval methods): what a dapp's own code calls through
/// the connected wallet. `increment` / `incrementBy` are plain transactions (eth_sendTransaction,
/// wallet_sendCalls); `setNumberWithSig` takes an EIP-712 `SetNumber` signature
/// (eth_signTypedData_v4), permit style: anyone relays it, each owner's nonce makes it single-use.
/// A contract owner (a smart account) signs through ERC-1271.
contract SandboxCounter {
    uint256 public number;
    /// The next nonce `owner`'s SetNumber signature must carry.
    mapping(address => uint256) public nonces;

    bytes32 public constant SET_NUMBER_TYPEHASH = keccak256("SetNumber(address owner,uint256 value,uint256 nonce,uint256 deadline)");
    bytes32 private constant DOMAIN_TYPEHASH = keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    /// secp256k1n / 2: a larger `s` is the malleable twin of a valid signature.
    uint256 private constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    event NumberChanged(address indexed by, uint256 number);

    function increment() external {
        number += 1;
        emit NumberChanged(msg.sender, number);
    }

    function incrementBy(uint256 amount) external {
        number += amount;
        emit NumberChanged(msg.sender, number);
    }

    /// EIP-712 domain: name "SandboxCounter", version "1", this chain, this contract.
    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256("SandboxCounter"), keccak256("1"), block.chainid, address(this)));
    }

    /// Sets `number` to `value` for `owner`, who signed SetNumber(owner, value, nonces[owner], deadline).
    function setNumberWithSig(address owner, uint256 value, uint256 deadline, bytes calldata signature) external {
        require(block.timestamp <= deadline, "expired");
        bytes32 structHash = keccak256(abi.encode(SET_NUMBER_TYPEHASH, owner, value, nonces[owner], deadline));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR(), structHash));
        require(_validSignature(owner, digest, signature), "invalid signature");
        nonces[owner] += 1;
        number = value;
        emit NumberChanged(owner, value);
    }

    function _validSignature(address owner, bytes32 digest, bytes calldata signature) private view returns (bool) {
        if (owner.code.length > 0) {
            (bool ok, bytes memory answer) = owner.staticcall(abi.encodeCall(IERC1271.isValidSignature, (digest, signature)));
            return ok && answer.length >= 32 && abi.decode(answer, (bytes4)) == IERC1271.isValidSignature.selector;
        }
        if (signature.length != 65) return false;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER) return false;
        address signer = ecrecover(digest, v, r, s);
        return signer != address(0) && signer == owner;
    }
}
