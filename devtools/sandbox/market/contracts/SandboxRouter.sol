// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {SandboxPair} from "./SandboxPair.sol";
import {SandboxWETH} from "./SandboxWETH.sol";

/// The sandbox's swap router. It speaks 1inch Aggregation Router V6's `swap(executor, desc, data)`
/// with V6's SwapDescription, the call the convert API builds, and the sandbox places its code at
/// V6's address on the market chain, so the library's list of trusted routers holds for it unchanged.
/// Behind that interface it trades one hop through a registered pair, after Uniswap V2: the output
/// is computed from the reserves at execution time and the swap reverts when it falls below
/// `minReturnAmount` (the slippage guard the product's 1% tolerance sets, SPEC §9). The native coin
/// (0xEeee…, as 1inch names it) is traded through wrapped ether: sold ether is wrapped into the
/// pool, bought ether unwrapped to the receiver.
/// Its code is copied to another address, so it holds no immutables: `initialize` sets its storage there.
contract SandboxRouter {
    using SafeERC20 for IERC20;

    /// 1inch V6's SwapDescription, field for field.
    struct SwapDescription {
        address srcToken;
        address dstToken;
        address payable srcReceiver;
        address payable dstReceiver;
        uint256 amount;
        uint256 minReturnAmount;
        uint256 flags;
    }

    address private constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    address public owner;
    address payable public weth;
    mapping(address => mapping(address => address)) public getPair;

    /// Only wrapped ether pays ether in (when the router unwraps what a swap bought).
    receive() external payable {
        require(msg.sender == weth, "SandboxRouter: ONLY_WETH");
    }

    function initialize(address payable weth_) external {
        require(owner == address(0), "SandboxRouter: INITIALIZED");
        owner = msg.sender;
        weth = weth_;
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

    /// 1inch V6's swap. The executor and its data are 1inch's off-chain route; the sandbox has one
    /// hop, so it takes neither, and the sold tokens go to the pair (which must be `srcReceiver`).
    /// As in V6, a zero `dstReceiver` means the caller.
    function swap(address, SwapDescription calldata desc, bytes calldata)
        external
        payable
        returns (uint256 returnAmount, uint256 spentAmount)
    {
        bool sellsNative = desc.srcToken == NATIVE;
        bool buysNative = desc.dstToken == NATIVE;
        address tokenIn = sellsNative ? weth : desc.srcToken;
        address tokenOut = buysNative ? weth : desc.dstToken;
        (uint256 reserveIn, uint256 reserveOut, address pair) = _reserves(tokenIn, tokenOut);
        require(desc.srcReceiver == pair, "SandboxRouter: SRC_RECEIVER");
        require(msg.value == (sellsNative ? desc.amount : 0), "SandboxRouter: VALUE");
        returnAmount = getAmountOut(desc.amount, reserveIn, reserveOut);
        require(returnAmount >= desc.minReturnAmount, "SandboxRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        spentAmount = desc.amount;
        if (sellsNative) {
            SandboxWETH(weth).deposit{value: msg.value}();
            IERC20(weth).safeTransfer(pair, msg.value);
        } else {
            IERC20(tokenIn).safeTransferFrom(msg.sender, pair, desc.amount);
        }
        address payable receiver = desc.dstReceiver == address(0) ? payable(msg.sender) : desc.dstReceiver;
        (uint256 out0, uint256 out1) = tokenIn == SandboxPair(pair).token0() ? (uint256(0), returnAmount) : (returnAmount, uint256(0));
        SandboxPair(pair).swap(out0, out1, buysNative ? address(this) : receiver);
        if (buysNative) {
            SandboxWETH(weth).withdraw(returnAmount);
            (bool sent, ) = receiver.call{value: returnAmount}("");
            require(sent, "SandboxRouter: ETH_TRANSFER_FAILED");
        }
    }

    function _reserves(address tokenIn, address tokenOut) private view returns (uint256 reserveIn, uint256 reserveOut, address pair) {
        pair = getPair[tokenIn][tokenOut];
        require(pair != address(0), "SandboxRouter: NO_PAIR");
        (uint112 reserve0, uint112 reserve1) = SandboxPair(pair).getReserves();
        (reserveIn, reserveOut) = tokenIn == SandboxPair(pair).token0() ? (uint256(reserve0), uint256(reserve1)) : (uint256(reserve1), uint256(reserve0));
    }
}
