// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SandboxPair} from "./SandboxPair.sol";
import {SandboxWETH} from "./SandboxWETH.sol";

/// The sandbox's swap router, after Uniswap V2's: one hop through a registered pair, the output
/// computed from the reserves at execution time, and a revert when it falls below the caller's
/// minimum (the slippage guard the product's 1% tolerance sets, SPEC §9). The native coin is
/// traded through wrapped ether: sold ether is wrapped into the pool, bought ether unwrapped to the buyer.
contract SandboxRouter {
    using SafeERC20 for IERC20;

    address public immutable owner;
    address payable public immutable weth;
    mapping(address => mapping(address => address)) public getPair;

    constructor(address payable weth_) {
        owner = msg.sender;
        weth = weth_;
    }

    /// Only wrapped ether pays ether in (when the router unwraps what a swap bought).
    receive() external payable {
        require(msg.sender == weth, "SandboxRouter: ONLY_WETH");
    }

    function registerPair(address pair) external {
        require(msg.sender == owner, "SandboxRouter: FORBIDDEN");
        address token0 = SandboxPair(pair).token0();
        address token1 = SandboxPair(pair).token1();
        getPair[token0][token1] = pair;
        getPair[token1][token0] = pair;
    }

    /// Uniswap V2's getAmountOut: 0.3% fee on the input.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        require(amountIn > 0, "SandboxRouter: INSUFFICIENT_INPUT_AMOUNT");
        require(reserveIn > 0 && reserveOut > 0, "SandboxRouter: INSUFFICIENT_LIQUIDITY");
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    function quote(uint256 amountIn, address tokenIn, address tokenOut) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut, ) = _reserves(tokenIn, tokenOut);
        return getAmountOut(amountIn, reserveIn, reserveOut);
    }

    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address tokenIn, address tokenOut, address to, uint256 deadline)
        external
        returns (uint256 amountOut)
    {
        require(deadline >= block.timestamp, "SandboxRouter: EXPIRED");
        (uint256 reserveIn, uint256 reserveOut, address pair) = _reserves(tokenIn, tokenOut);
        amountOut = getAmountOut(amountIn, reserveIn, reserveOut);
        require(amountOut >= amountOutMin, "SandboxRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        IERC20(tokenIn).safeTransferFrom(msg.sender, pair, amountIn);
        (uint256 out0, uint256 out1) = tokenIn == SandboxPair(pair).token0() ? (uint256(0), amountOut) : (amountOut, uint256(0));
        SandboxPair(pair).swap(out0, out1, to);
    }

    function swapExactETHForTokens(uint256 amountOutMin, address tokenOut, address to, uint256 deadline) external payable returns (uint256 amountOut) {
        require(deadline >= block.timestamp, "SandboxRouter: EXPIRED");
        (uint256 reserveIn, uint256 reserveOut, address pair) = _reserves(weth, tokenOut);
        amountOut = getAmountOut(msg.value, reserveIn, reserveOut);
        require(amountOut >= amountOutMin, "SandboxRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        SandboxWETH(weth).deposit{value: msg.value}();
        IERC20(weth).safeTransfer(pair, msg.value);
        (uint256 out0, uint256 out1) = weth == SandboxPair(pair).token0() ? (uint256(0), amountOut) : (amountOut, uint256(0));
        SandboxPair(pair).swap(out0, out1, to);
    }

    function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address tokenIn, address to, uint256 deadline) external returns (uint256 amountOut) {
        require(deadline >= block.timestamp, "SandboxRouter: EXPIRED");
        (uint256 reserveIn, uint256 reserveOut, address pair) = _reserves(tokenIn, weth);
        amountOut = getAmountOut(amountIn, reserveIn, reserveOut);
        require(amountOut >= amountOutMin, "SandboxRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        IERC20(tokenIn).safeTransferFrom(msg.sender, pair, amountIn);
        (uint256 out0, uint256 out1) = tokenIn == SandboxPair(pair).token0() ? (uint256(0), amountOut) : (amountOut, uint256(0));
        SandboxPair(pair).swap(out0, out1, address(this));
        SandboxWETH(weth).withdraw(amountOut);
        (bool sent, ) = to.call{value: amountOut}("");
        require(sent, "SandboxRouter: ETH_TRANSFER_FAILED");
    }

    function _reserves(address tokenIn, address tokenOut) private view returns (uint256 reserveIn, uint256 reserveOut, address pair) {
        pair = getPair[tokenIn][tokenOut];
        require(pair != address(0), "SandboxRouter: NO_PAIR");
        (uint112 reserve0, uint112 reserve1) = SandboxPair(pair).getReserves();
        (reserveIn, reserveOut) = tokenIn == SandboxPair(pair).token0() ? (uint256(reserve0), uint256(reserve1)) : (uint256(reserve1), uint256(reserve0));
    }
}
