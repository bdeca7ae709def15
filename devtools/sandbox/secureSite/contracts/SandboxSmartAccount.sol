// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// The sandbox secure site's smart account (SPEC §4 account type smartAccount): a contract wallet
/// its owner (the embedded wallet's key) drives with `execute`, and whose signatures are the
/// owner's, checked by ERC-1271 so a verifier accepts a message signed for the smart account.
contract SandboxSmartAccount {
    address public immutable owner;

    error NotOwner();
    error CallFailed(bytes reason);

    constructor(address owner_) payable {
        owner = owner_;
    }

    receive() external payable {}

    /// Calls `to` with `value` and `data` as this account; only the owner may.
    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory result) {
        if (msg.sender != owner) revert NotOwner();
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) revert CallFailed(result);
    }

    /// ERC-1271: a signature is this account's when the owner made it.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(hash, signature);
        return error == ECDSA.RecoverError.NoError && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}
