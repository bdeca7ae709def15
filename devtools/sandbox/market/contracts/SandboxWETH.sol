// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// Wrapped ether for the local sandbox market, after WETH9: one token per wei deposited, burnt
/// again to withdraw. The router wraps the ether a visitor sells and unwraps the ether bought, so
/// the pools trade ERC-20s only while the visitor deals in the native coin.
contract SandboxWETH is ERC20 {
    constructor() ERC20("Wrapped Ether", "WETH") {}

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        _mint(msg.sender, msg.value);
    }

    function withdraw(uint256 amount) external {
        _burn(msg.sender, amount);
        (bool sent, ) = msg.sender.call{value: amount}("");
        require(sent, "SandboxWETH: ETH_TRANSFER_FAILED");
    }
}
