// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IRouterToken {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IPool {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function getAmountOut(address tokenIn, uint256 amountIn) external view returns (uint256);
    function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address to) external payable returns (uint256);
}

/// @notice One spender for every pool, as the swap API's allowance endpoint assumes: users approve
/// the router once per token, and the router picks the pool for the pair. Native ETH is address(0).
contract SwapRouter {
    address public immutable owner;
    mapping(bytes32 => address) public poolFor;

    constructor() {
        owner = msg.sender;
    }

    function pairKey(address a, address b) public pure returns (bytes32) {
        return a < b ? keccak256(abi.encodePacked(a, b)) : keccak256(abi.encodePacked(b, a));
    }

    function registerPool(address pool) external {
        require(msg.sender == owner, "not owner");
        poolFor[pairKey(IPool(pool).token0(), IPool(pool).token1())] = pool;
    }

    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) external view returns (uint256) {
        address pool = poolFor[pairKey(tokenIn, tokenOut)];
        require(pool != address(0), "no pool");
        return IPool(pool).getAmountOut(tokenIn, amountIn);
    }

    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to)
        external
        payable
        returns (uint256)
    {
        address pool = poolFor[pairKey(tokenIn, tokenOut)];
        require(pool != address(0), "no pool");
        if (tokenIn == address(0)) {
            require(msg.value == amountIn, "wrong value");
            return IPool(pool).swap{value: amountIn}(tokenIn, amountIn, minAmountOut, to);
        }
        require(msg.value == 0, "unexpected value");
        require(IRouterToken(tokenIn).transferFrom(msg.sender, address(this), amountIn), "transferFrom failed");
        require(IRouterToken(tokenIn).approve(pool, amountIn), "approve failed");
        return IPool(pool).swap(tokenIn, amountIn, minAmountOut, to);
    }
}
