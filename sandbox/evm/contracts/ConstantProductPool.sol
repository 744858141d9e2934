// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// @notice Constant-product pool (x * y = k) with a 0.3 % fee, for the convert endpoints.
/// Either side may be native ETH, written as address(0). Liquidity is added once by the seeder.
contract ConstantProductPool {
    address public immutable token0;
    address public immutable token1;
    uint256 public reserve0;
    uint256 public reserve1;

    event Swap(address indexed sender, address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to);
    event LiquidityAdded(address indexed provider, uint256 amount0, uint256 amount1);

    constructor(address token0_, address token1_) {
        require(token0_ != token1_, "same token");
        token0 = token0_;
        token1 = token1_;
    }

    function getAmountOut(address tokenIn, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = tokenIn == token0 ? (reserve0, reserve1) : (reserve1, reserve0);
        require(tokenIn == token0 || tokenIn == token1, "unknown token");
        require(amountIn > 0, "zero amount");
        require(reserveIn > 0 && reserveOut > 0, "no liquidity");
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    function addLiquidity(uint256 amount0, uint256 amount1) external payable {
        require(token0 == address(0) || token1 == address(0) || msg.value == 0, "unexpected value");
        _pull(token0, amount0);
        _pull(token1, amount1);
        reserve0 += amount0;
        reserve1 += amount1;
        emit LiquidityAdded(msg.sender, amount0, amount1);
    }

    function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address to) external payable returns (uint256 amountOut) {
        require(tokenIn == token0 || tokenIn == token1, "unknown token");
        require(tokenIn == address(0) || msg.value == 0, "unexpected value");
        amountOut = getAmountOut(tokenIn, amountIn);
        require(amountOut >= minAmountOut, "slippage");
        _pull(tokenIn, amountIn);
        address tokenOut = tokenIn == token0 ? token1 : token0;
        if (tokenIn == token0) {
            reserve0 += amountIn;
            reserve1 -= amountOut;
        } else {
            reserve1 += amountIn;
            reserve0 -= amountOut;
        }
        _push(tokenOut, to, amountOut);
        emit Swap(msg.sender, tokenIn, amountIn, amountOut, to);
    }

    function _pull(address token, uint256 amount) internal {
        if (token == address(0)) {
            require(msg.value == amount, "wrong value");
        } else {
            require(IERC20(token).transferFrom(msg.sender, address(this), amount), "transferFrom failed");
        }
    }

    function _push(address token, address to, uint256 amount) internal {
        if (token == address(0)) {
            (bool ok, ) = to.call{value: amount}("");
            require(ok, "eth transfer failed");
        } else {
            require(IERC20(token).transfer(to, amount), "transfer failed");
        }
    }
}
